import type { FileRef, Signature } from '../answer-data';

/** What a signature item stores once its picture is uploaded: the picture, who signed and when. */
export function signatureValue(fileId: FileRef, signer: string, now: Date = new Date()): Signature {
  return { fileId, signer: signer.trim(), signedAt: now.toISOString() };
}
