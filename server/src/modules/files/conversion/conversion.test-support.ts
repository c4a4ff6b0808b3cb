import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Code, type FileInfo, type FileState } from '@app/contract';
import { Document, ImageRun, Packer, Paragraph, TextRun } from 'docx';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect } from 'vitest';
import { ownerByKey, userByName } from '../../../../test/factories.js';
import type { Caller } from '../../../../test/http.js';
import type { Db } from '../../../platform/db.js';
import type { FileStorage } from '../../../platform/storage.js';
import { type FileRow, files } from '../file.table.js';
import { infoOf as infoEnvelopeOf } from '../files.test-support.js';

/** Word's declared type for .docx. */
export const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

export { scratchStorage } from '../files.test-support.js';

/** A library file already uploaded: its row (state `done` unless told) and its bytes in `storage`. */
export async function storeFile(
  db: Db,
  storage: FileStorage,
  input: { ownerKey: string; username: string; name: string; type: string; bytes: Buffer; state?: FileState },
): Promise<FileRow> {
  const owner = await ownerByKey(db, input.ownerKey);
  const uploader = await userByName(db, input.username);
  const [row] = await db
    .insert(files)
    .values({
      ownerId: owner.id,
      uploaderId: uploader.id,
      purpose: 'library',
      name: input.name,
      size: input.bytes.length,
      type: input.type,
      state: input.state ?? 'done',
    })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  await storage.write(row.id, input.bytes, input.type);
  return row;
}

export async function wordDocument(sentence: string, picture?: ImageRun): Promise<Buffer> {
  const paragraphs = [new Paragraph({ children: [new TextRun(sentence)] })];
  if (picture) paragraphs.push(new Paragraph({ children: [picture] }));
  return Packer.toBuffer(new Document({ sections: [{ children: paragraphs }] }));
}

/**
 * A .docx whose only picture is linked, not embedded: `docx` writes an embedded picture, whose
 * relationship is then pointed at `url` with TargetMode="External" and referenced by `r:link`.
 */
export async function wordWithLinkedPicture(sentence: string, url: string): Promise<Buffer> {
  const picture = new ImageRun({ type: 'png', data: PNG, transformation: { width: 20, height: 20 } });
  const parts = unzipSync(await wordDocument(sentence, picture));
  const relsPath = 'word/_rels/document.xml.rels';
  const rels = strFromU8(parts[relsPath] ?? new Uint8Array());
  const relation = rels.match(/<Relationship Id="(\w+)" Type="[^"]+\/image" Target="(media\/[^"]+)"\/>/);
  if (!relation) throw new Error('docx wrote no picture relationship');
  const [, id, media] = relation as unknown as [string, string, string];
  parts[relsPath] = strToU8(rels.replace(`Target="${media}"`, `Target="${url}" TargetMode="External"`));
  const body = strFromU8(parts['word/document.xml'] ?? new Uint8Array());
  parts['word/document.xml'] = strToU8(body.replace(`r:embed="${id}"`, `r:link="${id}"`));
  delete parts[`word/${media}`];
  return Buffer.from(zipSync(parts));
}

/** An HTTP server on the loopback address that counts the requests it gets. */
export async function countingServer() {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests += 1;
    response.setHeader('content-type', 'image/png');
    response.end(PNG);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/x.png`,
    requests: () => requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-', '-'], { input: pdf });
  if (result.status !== 0) throw new Error(`pdftotext failed: ${result.stderr}`);
  return result.stdout.toString();
}

/** The file's facts, which the caller must be allowed to read. */
export async function infoOf(call: Caller, path: string): Promise<FileInfo> {
  const body = await infoEnvelopeOf(call, path);
  expect(body.code).toBe(Code.Success);
  return body.data;
}

/** Polls the file until its conversion has ended, done or failed. */
export async function conversionEnd(call: Caller, path: string, timeoutMs = 90_000): Promise<FileInfo> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const info = await infoOf(call, path);
    if (info.conversion === 'done' || info.conversion === 'failed') return info;
    if (Date.now() > until) throw new Error(`conversion of ${path} still ${info.conversion}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
