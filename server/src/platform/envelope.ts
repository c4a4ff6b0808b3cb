import { Code, type Envelope, type FieldErrors } from '@app/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import { dataExceptionCode } from './db-errors.js';
import { isMessageKey, type Lang, type MessageKey, requestLang, translate } from './messages.js';

export function ok<T>(data: T, msg = ''): Envelope<T> {
  return { code: Code.Success, msg, data };
}

/** Zod issue codes that a contract schema did not give a message key of its own. */
const issueKeys: Record<string, MessageKey> = {
  invalid_type: 'validation.invalidType',
  too_big: 'validation.tooLong',
  too_small: 'validation.tooShort',
  unrecognized_keys: 'validation.unknownField',
};

interface ValidationItem {
  instancePath: string;
  keyword: string;
  message?: string;
  params?: { keys?: string[] };
}

function fieldErrors(lang: Lang, items: ValidationItem[], context: string | undefined): FieldErrors {
  const errdata: FieldErrors = {};
  for (const item of items) {
    const keys = item.keyword === 'unrecognized_keys' ? (item.params?.keys ?? []) : [''];
    for (const extra of keys) {
      const path = [item.instancePath.replace(/^\//, '').replaceAll('/', '.'), extra].filter(Boolean).join('.');
      const field = path || context || 'body';
      const key =
        item.message && isMessageKey(item.message) ? item.message : (issueKeys[item.keyword] ?? 'validation.invalid');
      errdata[field] = [...(errdata[field] ?? []), translate(lang, key)];
    }
  }
  return errdata;
}

function send(reply: FastifyReply, status: number, body: Envelope<null>) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** Turns every error into the envelope. No stack trace, SQL or driver text ever reaches `msg`. */
export function registerEnvelopeHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const lang = requestLang(request);
    if (error instanceof AppError) {
      const errdata = error.options.fields
        ? Object.fromEntries(
            Object.entries(error.options.fields).map(([field, keys]) => [field, keys.map((k) => translate(lang, k))]),
          )
        : undefined;
      return send(reply, 200, {
        code: error.envelopeCode,
        msg: translate(lang, error.messageKey, error.options.params),
        data: null,
        ...(errdata ? { errdata } : {}),
        ...(error.options.errcode !== undefined ? { errcode: error.options.errcode } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errdata = fieldErrors(lang, error.validation as ValidationItem[], error.validationContext);
      const first = Object.values(errdata)[0]?.[0];
      const firstField = Object.keys(errdata)[0];
      return send(reply, 200, {
        code: Code.FieldErrors,
        msg: first && firstField ? `${firstField}: ${first}` : translate(lang, 'validation.failed'),
        data: null,
        errdata,
      });
    }
    const dataException = dataExceptionCode(error);
    if (dataException) {
      // Input the contract should have refused reached the database. The caller hears that the
      // input was wrong, never the driver's words; the log names the route so the schema gets fixed.
      request.log.warn({ sqlState: dataException, route: request.routeOptions.url }, 'input refused by the database');
      const msg = translate(lang, 'validation.failed');
      return send(reply, 200, { code: Code.FieldErrors, msg, data: null, errdata: { body: [msg] } });
    }
    const status = error.statusCode ?? 500;
    if (status === 400) {
      // Malformed JSON and similar: the request never reached the application.
      const msg = translate(lang, error.code?.startsWith('FST_ERR_CTP') ? 'validation.badJson' : 'http.400');
      return send(reply, 400, { code: Code.FieldErrors, msg, data: null, errdata: { body: [msg] } });
    }
    if (status === 413 || status === 415) {
      return send(reply, status, {
        code: Code.Error,
        msg: translate(lang, `http.${status}`),
        data: null,
        errcode: status,
      });
    }
    if (status < 500) {
      return send(reply, status, { code: Code.Error, msg: translate(lang, 'http.400'), data: null, errcode: status });
    }
    request.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, { code: Code.Error, msg: translate(lang, 'http.500'), data: null, errcode: 500 });
  });
}

export function notFoundEnvelope(request: FastifyRequest): Envelope<null> {
  return { code: Code.NotFound, msg: translate(requestLang(request), 'notFound'), data: null };
}
