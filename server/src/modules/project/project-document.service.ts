import type { FileInfo, ListData, ProjectDocumentsBody, ProjectDocumentsQuery } from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { fieldError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { hasPermission, requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import type { FileKeeper } from '../files/public.js';
import { listKeptFiles, ownFinishedUploads } from '../files/public.js';
import { projectDocuments, projects } from './project.table.js';
import { changeableProjects, DETAIL_PAGE, lockProject, PROJECTS_PAGE, visibleProjects } from './project-scope.js';

/**
 * A project's documents (资料) are read by whoever reads the project (its detail page's index right
 * and the project scope) and added or deleted by whoever may change it (the project list's update
 * right and the scope: a manager on the projects he manages).
 */
async function requireReadableProject(ctx: OwnerCtx, projectId: number): Promise<void> {
  await requirePermission(ctx, DETAIL_PAGE, 'index');
  const [row] = await ctx.db
    .select({ id: projects.id })
    .from(projects)
    .where(and(visibleProjects(ctx), eq(projects.id, projectId)));
  if (!row) throw notFound();
}

export async function listProjectDocuments(ctx: OwnerCtx, query: ProjectDocumentsQuery): Promise<ListData<FileInfo>> {
  await requireReadableProject(ctx, query.project_id);
  const ofProject = ctx.db
    .select({ id: projectDocuments.fileId })
    .from(projectDocuments)
    .where(eq(projectDocuments.projectId, query.project_id));
  return listKeptFiles(ctx, query, 'document', ofProject);
}

/**
 * Files the caller has just uploaded as documents join the project, all or none: each must be his
 * own finished upload of the owner and in no project yet, or the call names the field and adds nothing.
 */
export async function attachProjectDocuments(ctx: OwnerCtx, body: ProjectDocumentsBody): Promise<void> {
  await requirePermission(ctx, PROJECTS_PAGE, 'update');
  await ctx.db.transaction(async (tx) => {
    await lockProject(tx, changeableProjects(ctx), body.project_id);
    const uploads = await ownFinishedUploads({ ...ctx, db: tx }, 'document', body.paths);
    const kept = await tx
      .select({ id: projectDocuments.fileId })
      .from(projectDocuments)
      .where(inArray(projectDocuments.fileId, body.paths));
    if (uploads.length !== body.paths.length || kept.length > 0) throw fieldError('paths', 'project.documentUnknown');
    await tx.insert(projectDocuments).values(
      uploads.map((file) => ({
        fileId: file.id,
        projectId: body.project_id,
        ownerId: ctx.owner.id,
        createdBy: ctx.user.id,
      })),
    );
    for (const file of uploads)
      await recordChange(tx, ctx, {
        entity: 'project_documents',
        entityId: file.id,
        action: 'create',
        after: { project_id: body.project_id, name: file.name },
      });
  });
}

/** The project of a document, if the caller may read (`read`) or change (`change`) it. */
async function documentProjectIn(ctx: OwnerCtx, fileId: string, action: 'read' | 'change'): Promise<boolean> {
  const scope = action === 'read' ? visibleProjects(ctx) : changeableProjects(ctx);
  const [row] = await ctx.db
    .select({ id: projects.id })
    .from(projectDocuments)
    .innerJoin(projects, eq(projects.id, projectDocuments.projectId))
    .where(and(eq(projectDocuments.fileId, fileId), scope));
  return row !== undefined;
}

/**
 * The files module's questions about documents. A document not yet in a project (uploaded, its
 * attach call still to come or failed) is its uploader's alone.
 */
export const projectDocumentKeeper: FileKeeper = {
  async mayRead(ctx, file) {
    if (await isLoose(ctx, file.id)) return file.uploaderId === ctx.user.id;
    return (await hasPermission(ctx, DETAIL_PAGE, 'index')) && documentProjectIn(ctx, file.id, 'read');
  },
  async mayChange(ctx, file) {
    if (await isLoose(ctx, file.id)) return file.uploaderId === ctx.user.id;
    return (await hasPermission(ctx, PROJECTS_PAGE, 'update')) && documentProjectIn(ctx, file.id, 'change');
  },
  heldFileIds: (db) => db.select({ id: projectDocuments.fileId }).from(projectDocuments),
};

async function isLoose(ctx: OwnerCtx, fileId: string): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: projectDocuments.fileId })
    .from(projectDocuments)
    .where(eq(projectDocuments.fileId, fileId));
  return row === undefined;
}
