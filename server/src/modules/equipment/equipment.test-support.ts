import {
  Code,
  DeviceCalls,
  type DeviceOption,
  EquipmentCalls,
  type EquipmentRow,
  type ListData,
  ProjectCalls,
  type ProjectRow,
} from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import type { TestApp } from '../../../test/app.js';
import { type Caller, envelope, type TestQuery } from '../../../test/http.js';
import { equipment } from './equipment.table.js';

/** Helpers of the equipment tests: demo projects and kinds by name, a body, a piece of equipment made. */

let serial = 0;

export const equipmentBody = (projectId: number, deviceId: number, fields: Record<string, unknown> = {}) => ({
  project_id: projectId,
  device_id: deviceId,
  name: `测试主变压器${++serial}`,
  e_number: `T-ZB-${serial}`,
  batch: '测试批',
  quantity: 1,
  planned_delivery: '2026-10-01',
  status: 'manufacturing',
  note: '',
  ...fields,
});

export async function projectByNumber(call: Caller, number: string): Promise<ProjectRow> {
  const list = envelope<ListData<ProjectRow>>(await call(ProjectCalls.list, { query: { 'filter[number]': number } }));
  const project = list.data.result.find((row) => row.number === number);
  if (!project) throw new Error(`no demo project ${number}`);
  return project;
}

export async function kindByName(call: Caller, name: string): Promise<DeviceOption> {
  const kinds = envelope<DeviceOption[]>(await call(DeviceCalls.options));
  const kind = kinds.data.find((row) => row.name === name);
  if (!kind) throw new Error(`no demo kind ${name}`);
  return kind;
}

export async function equipmentByNumber(call: Caller, number: string): Promise<EquipmentRow> {
  const list = envelope<ListData<EquipmentRow>>(
    await call(EquipmentCalls.list, { query: { 'filter[e_number]': number } }),
  );
  const row = list.data.result.find((item) => item.e_number === number);
  if (!row) throw new Error(`no equipment ${number}`);
  return row;
}

/** A fresh administrator of `ownerKey` who made a transformer on the owner's first demo project. */
export async function adminWithEquipment(t: TestApp, ownerKey = 'hdny', fields: Record<string, unknown> = {}) {
  const admin = await signedIn(t, ownerKey);
  const project = await projectByNumber(admin.call, ownerKey === 'hdny' ? 'HDNY-2026-001' : 'XNSD-2026-003');
  const kind = await kindByName(admin.call, '主变压器');
  const res = envelope<EquipmentRow>(
    await admin.call(EquipmentCalls.create, {
      query: { page_key: 'custom-equipment' },
      body: equipmentBody(project.id, kind.id, fields),
    }),
  );
  expect(res.code).toBe(Code.Success);
  return { ...admin, project, kind, item: res.data };
}

export const equipmentCount = async (t: TestApp) => (await t.db.select({ n: count() }).from(equipment))[0]?.n ?? 0;

export const storedEquipment = async (t: TestApp, id: number) =>
  (await t.db.select().from(equipment).where(eq(equipment.id, id)))[0];

type EquipmentQuery = TestQuery<typeof EquipmentCalls.list>;

/** The whole list as the caller reads it ("All"). */
export const rowsOf = async (call: Caller, query: EquipmentQuery = {}) =>
  envelope<ListData<EquipmentRow>>(await call(EquipmentCalls.list, { query: { 'per-page': -1, ...query } })).data
    .result;

/** The ids of a first page (15, the smallest size), which is one statement prepared for every caller of a scope. */
export const firstPageOf = async (call: Caller, query: EquipmentQuery = {}) =>
  envelope<ListData<EquipmentRow>>(
    await call(EquipmentCalls.list, { query: { 'per-page': 15, ...query } }),
  ).data.result.map((row) => row.id);
/** That a first page is the first rows of the whole list, as the caller reads it, by default and by a project. */
export async function expectFirstPagesOf(call: Caller, projectId: number) {
  for (const query of [{}, { project_id: projectId }, { sort: '-e_number' }]) {
    const all = (await rowsOf(call, query)).map((row) => row.id);
    expect(await firstPageOf(call, query), JSON.stringify(query)).toEqual(all.slice(0, 15));
  }
}
