import type { Call, Envelope } from '@app/contract';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db.js';
import { databaseDigest } from './db-digest.js';
import { envelope, type Response } from './http.js';

/**
 * Sends one workbook to an import's preview, then to the import itself (`calls`, the module's calls,
 * name both; `send` posts the workbook to the call it is given): the preview changes nothing and
 * answers what the import then does, the same count or the same problems by row and column. Answers
 * both envelopes.
 */
export async function previewThenImport<T>(
  db: Db,
  calls: { importPreview: Call; import: Call },
  send: (call: Call) => Promise<Response>,
): Promise<{ preview: Envelope<T>; commit: Envelope<T> }> {
  const before = await databaseDigest(db, ['sessions']);
  const preview = envelope<T>(await send(calls.importPreview));
  expect(await databaseDigest(db, ['sessions'])).toEqual(before);
  const commit = envelope<T>(await send(calls.import));
  expect({ code: preview.code, data: preview.data, errdata: preview.errdata }).toEqual({
    code: commit.code,
    data: commit.data,
    errdata: commit.errdata,
  });
  return { preview, commit };
}
