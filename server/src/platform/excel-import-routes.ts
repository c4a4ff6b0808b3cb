import type { Call, CallResult } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from './envelope.js';
import type { ImportMode } from './excel-import.js';
import { type Lang, requestLang, translate } from './messages.js';
import { type CallRequest, serveCall } from './serve-call.js';
import { XLSX_TYPE } from './xlsx.js';

/** An import's two calls: the same query and answer, one writing and one only checking. */
export interface ImportCalls<C extends Call> {
  commit: C;
  preview: C;
}

/**
 * Serves an Excel import's commit and preview calls. The workbook travels as the raw body, parsed in
 * a plugin scope of its own with the import's byte limit, so another module's upload can choose its
 * own limit for the same type; the calls name no body schema, as the import checks the bytes itself.
 * Commit answers `doneText`, preview how many rows the file would import.
 */
export function serveExcelImport<C extends Call>(
  app: FastifyInstance,
  calls: ImportCalls<C>,
  maxBytes: number,
  run: (
    request: CallRequest<C>,
    workbook: unknown,
    lang: Lang,
    mode: ImportMode,
  ) => Promise<CallResult<C> & { count: number }>,
  doneText: (lang: Lang, result: CallResult<C>) => string,
): void {
  app.register(async (scope) => {
    scope.addContentTypeParser(XLSX_TYPE, { parseAs: 'buffer', bodyLimit: maxBytes }, (_req, body, done) =>
      done(null, body),
    );
    for (const mode of ['commit', 'preview'] as const) {
      serveCall(scope, calls[mode], async (request) => {
        const lang = requestLang(request);
        const workbook: unknown = (request as { body?: unknown }).body;
        const result = await run(request, workbook, lang, mode);
        const msg =
          mode === 'commit' ? doneText(lang, result) : translate(lang, 'import.previewed', { count: result.count });
        return ok(result, msg);
      });
    }
  });
}
