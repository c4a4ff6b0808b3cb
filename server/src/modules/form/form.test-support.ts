import type { FormItem } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { files } from '../files/file.table.js';
import { formInstances, formTemplateVersions } from './form.table.js';

/** A finished photo upload of `uploaderId` in `ownerId`, as the files module leaves one. */
export async function photoFile(
  db: Db,
  input: {
    ownerId: number;
    uploaderId: number;
    type?: string;
    purpose?: 'photo' | 'library';
    state?: 'done' | 'pending';
  },
): Promise<string> {
  const [row] = await db
    .insert(files)
    .values({
      ownerId: input.ownerId,
      uploaderId: input.uploaderId,
      purpose: input.purpose ?? 'photo',
      name: '现场照片.jpg',
      size: 1024,
      type: input.type ?? 'image/jpeg',
      state: input.state ?? 'done',
    })
    .returning({ id: files.id });
  if (!row) throw new Error('file insert returned nothing');
  return row.id;
}

export const instanceRowOf = async (db: Db, id: number) =>
  (await db.select().from(formInstances).where(eq(formInstances.id, id)))[0];

export const versionRowsOf = (db: Db, templateId: number) =>
  db
    .select()
    .from(formTemplateVersions)
    .where(eq(formTemplateVersions.templateId, templateId))
    .orderBy(formTemplateVersions.version);

/** A small inspection form touching every kind the submit checks: required, enum, measure, photo, signature, table. */
export const SAMPLE_ITEMS: FormItem[] = [
  { key: 'head', kind: 'section', title: '检验项目' },
  { key: 'appearance', kind: 'passFail', title: '外观检查', required: true },
  {
    key: 'thickness',
    kind: 'measure',
    title: '法兰厚度',
    required: true,
    measure: { unit: 'mm', nominal: 20, plus: 0.5, minus: 0.5 },
  },
  { key: 'count', kind: 'number', title: '数量', minimum: 0, maximum: 100 },
  { key: 'photos', kind: 'photo', title: '检验照片', required: true },
  {
    key: 'records',
    kind: 'table',
    title: '检验记录',
    columns: [
      { key: 'item', title: '检验项', kind: 'text', required: true },
      { key: 'result', title: '结果', kind: 'passFail' },
    ],
  },
  { key: 'inspector', kind: 'signature', title: '检验员签字', required: true },
];
