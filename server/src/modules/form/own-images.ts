import { Code, type FormItem } from '@app/contract';
import { AppError } from '../../platform/app-error.js';
import type { MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { ownFinishedUploads } from '../files/public.js';

/** The file ids a filled form names, by item: photos, and the image of each signature. */
function fileIdsOf(items: readonly FormItem[], data: Record<string, unknown>) {
  const photos = new Map<string, string[]>();
  const signatures = new Map<string, string>();
  for (const item of items) {
    const value = data[item.key];
    if (item.kind === 'photo' && Array.isArray(value)) photos.set(item.key, value as string[]);
    if (item.kind === 'signature' && value && typeof value === 'object') {
      signatures.set(item.key, (value as { fileId: string }).fileId);
    }
  }
  return { photos, signatures };
}

/**
 * Code 2 on each photo or signature item naming a file that is not the caller's own finished upload
 * of purpose `photo` in this owner (whose types are images only). The files the form already held
 * (`before`: a reviewer changing some answers of another's form) are left as they were.
 */
export async function requireOwnImages(
  ctx: OwnerCtx,
  items: readonly FormItem[],
  data: Record<string, unknown>,
  before: Record<string, unknown> = {},
) {
  const held = fileIdsOf(items, before);
  const kept = new Set([...[...held.photos.values()].flat(), ...held.signatures.values()]);
  const { photos, signatures } = fileIdsOf(items, data);
  const ids = [...new Set([...[...photos.values()].flat(), ...signatures.values()])].filter((id) => !kept.has(id));
  const usable = new Set([...kept, ...(await ownFinishedUploads(ctx, 'photo', ids)).map((file) => file.id)]);
  const fields: Record<string, MessageKey[]> = {};
  for (const [key, list] of photos) if (list.some((id) => !usable.has(id))) fields[key] = ['form.photoInvalid'];
  for (const [key, id] of signatures) if (!usable.has(id)) fields[key] = ['form.signatureInvalid'];
  const first = Object.values(fields)[0]?.[0];
  if (first) throw new AppError(Code.FieldErrors, first, { fields });
}
