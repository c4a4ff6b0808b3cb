import { ProjectCalls as calls, PROJECT_IMPORT_MAX_BYTES, ProjectListQuery } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileAnswer } from '../../platform/docs.js';
import { ok } from '../../platform/envelope.js';
import { serveExcelImport } from '../../platform/excel-import-routes.js';
import { requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { sendXlsx, XLSX_TYPE } from '../../platform/xlsx.js';
import { keepFiles } from '../files/public.js';
import {
  createProject,
  deleteProject,
  projectDetail,
  projectMarkers,
  projectOptions,
  updateProject,
} from './project.service.js';
import { attachProjectDocuments, listProjectDocuments, projectDocumentKeeper } from './project-document.service.js';
import { exportProjects } from './project-export.service.js';
import { createGroup, deleteGroup, listGroups, updateGroup } from './project-group.service.js';
import { importProjects } from './project-import.service.js';
import { projectImportTemplate } from './project-import.template.js';
import { listProjects } from './project-list.js';
import { memberOptions, projectPeople, savePersonProjects, saveProjectPeople } from './project-people.service.js';

const saved = (request: FastifyRequest) => translate(requestLang(request), 'project.saved');
const deleted = (request: FastifyRequest) => translate(requestLang(request), 'project.deleted');

export function projectRoutes(app: FastifyInstance) {
  // Documents are files the files module serves, deletes and converts; who may do so is ours to say.
  keepFiles('document', projectDocumentKeeper);
  serveCall(app, calls.documents, async (request) =>
    ok(await listProjectDocuments(requireOwner(request), request.query)),
  );
  serveCall(app, calls.attachDocuments, async (request) => {
    await attachProjectDocuments(requireOwner(request), request.body);
    return ok(null, saved(request));
  });
  serveCall(app, calls.groups, async (request) => ok(await listGroups(requireOwner(request))));
  serveCall(app, calls.createGroup, async (request) =>
    ok(await createGroup(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.updateGroup, async (request) =>
    ok(await updateGroup(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.deleteGroup, async (request) => {
    await deleteGroup(requireOwner(request), request.query.id);
    return ok(null, deleted(request));
  });
  serveCall(app, calls.list, async (request) => ok(await listProjects(requireOwner(request), request.query)));
  // A workbook, not an envelope: registered by hand.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/project/export',
    {
      config: { auth: 'owner' },
      schema: {
        tags: ['project'],
        querystring: ProjectListQuery,
        ...fileAnswer([XLSX_TYPE], 'The list as a workbook'),
      },
    },
    async (request, reply) => {
      const { fileName, buffer } = await exportProjects(requireOwner(request), request.query, requestLang(request));
      return sendXlsx(reply, fileName, buffer);
    },
  );
  // A workbook, not an envelope: registered by hand.
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/project/import-template',
      { config: { auth: 'owner' }, schema: { tags: ['project'], ...fileAnswer([XLSX_TYPE], 'The import template') } },
      async (request, reply) => {
        const { fileName, buffer } = await projectImportTemplate(requireOwner(request), requestLang(request));
        return sendXlsx(reply, fileName, buffer);
      },
    );
  serveExcelImport(
    app,
    { commit: calls.import, preview: calls.importPreview },
    PROJECT_IMPORT_MAX_BYTES,
    (request, workbook, lang, mode) => importProjects(requireOwner(request), workbook, lang, mode),
    (lang, { count, groups_created }) =>
      groups_created.length
        ? translate(lang, 'project.importedWithGroups', { count, groups: groups_created.length })
        : translate(lang, 'project.imported', { count }),
  );
  serveCall(app, calls.detail, async (request) => ok(await projectDetail(requireOwner(request), request.query.id)));
  serveCall(app, calls.create, async (request) =>
    ok(await createProject(requireOwner(request), request.body), saved(request)),
  );
  serveCall(app, calls.update, async (request) =>
    ok(await updateProject(requireOwner(request), request.query.id, request.body), saved(request)),
  );
  serveCall(app, calls.delete, async (request) => {
    await deleteProject(requireOwner(request), request.query.id);
    return ok(null, deleted(request));
  });
  serveCall(app, calls.markers, async (request) => ok(await projectMarkers(requireOwner(request))));
  serveCall(app, calls.options, async (request) => ok(await projectOptions(requireOwner(request))));
  serveCall(app, calls.members, async (request) => ok(await memberOptions(requireOwner(request))));
  serveCall(app, calls.savePeople, async (request) => {
    await saveProjectPeople(requireOwner(request), request.query.id, request.body);
    return ok(null, saved(request));
  });
  serveCall(app, calls.people, async (request) => ok(await projectPeople(requireOwner(request), request.query.role)));
  serveCall(app, calls.savePersonProjects, async (request) => {
    await savePersonProjects(requireOwner(request), request.body);
    return ok(null, saved(request));
  });
}
