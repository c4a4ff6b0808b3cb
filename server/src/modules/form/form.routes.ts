import { Code, FormCalls as calls, type Envelope, ReportBaseCalls } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../platform/envelope.js';
import type { HookDeps } from '../../platform/hooks.js';
import { type MessageKey, requestLang, translate } from '../../platform/messages.js';
import { serveCall } from '../../platform/serve-call.js';
import { requireOwner } from '../../platform/session.js';
import { listBaseFields, resetBaseFields, saveBaseFields } from './base-fields.service.js';
import {
  createInstance,
  deleteInstance,
  listInstances,
  saveInstance,
  submitInstance,
  viewInstance,
} from './instance.service.js';
import { listNumberRules, saveNumberRule } from './numbering.js';
import {
  createTemplate,
  deleteTemplate,
  listTemplates,
  publishTemplate,
  saveDraft,
  viewTemplate,
  viewVersion,
} from './template.service.js';
import { AnswerErrors } from './validation.js';

const said = (request: FastifyRequest, key: MessageKey, params?: Record<string, string | number>) =>
  translate(requestLang(request), key, params);

export function formRoutes(app: FastifyInstance, { hooks }: HookDeps) {
  serveCall(app, calls.templates, async (request) => ok(await listTemplates(requireOwner(request), request.query)));
  serveCall(app, calls.template, async (request) => ok(await viewTemplate(requireOwner(request), request.query.id)));
  serveCall(app, calls.version, async (request) =>
    ok(await viewVersion(requireOwner(request), request.query.id, request.query.version)),
  );
  serveCall(app, calls.createTemplate, async (request) =>
    ok(await createTemplate(requireOwner(request), request.body), said(request, 'form.created')),
  );
  serveCall(app, calls.saveDraft, async (request) => {
    await saveDraft(requireOwner(request), request.body);
    return ok(null, said(request, 'form.saved'));
  });
  serveCall(app, calls.publish, async (request) => {
    const published = await publishTemplate(requireOwner(request), request.body.id);
    return ok(published, said(request, 'form.published', published));
  });
  serveCall(app, calls.deleteTemplate, async (request) => {
    await deleteTemplate(requireOwner(request), request.body.id);
    return ok(null, said(request, 'form.deleted'));
  });

  serveCall(app, calls.instances, async (request) => ok(await listInstances(requireOwner(request), request.query)));
  serveCall(app, calls.instance, async (request) =>
    ok(await viewInstance(requireOwner(request), request.query.id, hooks)),
  );
  serveCall(app, calls.createInstance, async (request) =>
    ok(await createInstance(requireOwner(request), request.body), said(request, 'form.created')),
  );
  serveCall(app, calls.saveInstance, async (request) =>
    ok(await saveInstance(requireOwner(request), request.body), said(request, 'form.saved')),
  );
  serveCall(app, calls.submitInstance, async (request) => {
    try {
      const lang = requestLang(request);
      return ok(
        await submitInstance(requireOwner(request), request.body, lang, hooks),
        said(request, 'form.submitted'),
      );
    } catch (error) {
      // The schema's errors are texts already in the caller's language, not message keys.
      if (!(error instanceof AnswerErrors)) throw error;
      const refused: Envelope<null> = {
        code: Code.FieldErrors,
        msg: said(request, 'form.answersInvalid'),
        data: null,
        errdata: error.errdata,
      };
      return refused as Envelope<never>;
    }
  });
  serveCall(app, calls.deleteInstance, async (request) => {
    await deleteInstance(requireOwner(request), request.body.id, hooks);
    return ok(null, said(request, 'form.deleted'));
  });

  serveCall(app, calls.numberRules, async (request) => ok(await listNumberRules(requireOwner(request))));
  serveCall(app, calls.saveNumberRule, async (request) => {
    await saveNumberRule(requireOwner(request), request.body);
    return ok(null, said(request, 'form.ruleSaved'));
  });

  serveCall(app, ReportBaseCalls.list, async (request) =>
    ok(await listBaseFields(requireOwner(request), requestLang(request))),
  );
  serveCall(app, ReportBaseCalls.save, async (request) => {
    await saveBaseFields(requireOwner(request), request.body);
    return ok(null, said(request, 'form.baseSaved'));
  });
  serveCall(app, ReportBaseCalls.reset, async (request) => {
    await resetBaseFields(requireOwner(request));
    return ok(null, said(request, 'form.baseReset'));
  });
}
