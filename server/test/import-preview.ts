import type { Envelope } from '@app/contract';
import { expect } from 'vitest';
import type { Db } from '../src/platform/db.js';
import { databaseDigest } from './db-digest.js';
import { envelope, type Response } from './http.js';

/**
 * Sends one workbook to an import's preview, then to the import itself (`send` posts it to the call
 * ending in the path it is given): the preview changes nothing and answers what the import then does,
 * the same count or the same problems by row and column. Answers both envelopes.
 */
export async function previewThenImport<T>(
  db: Db,
  send: (call: 'import-preview' | 'import') => Promise<Response>,
): Promise<{ preview: Envelope<T>; commit: Envelope<T> }> {
  const before = await databaseDigest(db, ['sessions']);
  const preview = envelope<T>(await send('import-preview'));
  expect(await databaseDigest(db, ['sessions'])).toEqual(before);
  const commit = envelope<T>(await send('import'));
  expect({ code: preview.code, data: preview.data, errdata: preview.errdata }).toEqual({
    code: commit.code,
    data: commit.data,
    errdata: commit.errdata,
  });
  return { preview, commit };
}
