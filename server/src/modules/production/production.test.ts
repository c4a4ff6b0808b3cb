import {
  Code,
  EquipmentCalls,
  type ListData,
  ProductionCalls,
  type ProductionRow,
  ProductionTimeline,
  ProjectCalls,
} from '@app/contract';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { databaseDigest } from '../../../test/db-digest.js';
import { type Caller, caller, envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { adminWithEquipment, equipmentBody, equipmentByNumber } from '../equipment/equipment.test-support.js';
import { productionSteps } from './production.table.js';

const t = useTestApp();

const rowsOf = async (call: Caller, query: TestQuery<typeof ProductionCalls.list> = {}) =>
  envelope<ListData<ProductionRow>>(await call(ProductionCalls.list, { query: { 'per-page': -1, ...query } })).data
    .result;
const timelineOf = async (call: Caller, id: number) =>
  envelope<ProductionTimeline>(await call(ProductionCalls.timeline, { query: { id } }));
const save = (call: Caller, id: number, body: Record<string, unknown>) =>
  call(ProductionCalls.save, { query: { id }, body });
const stepCount = async () => (await t.db.select({ n: count() }).from(productionSteps))[0]?.n ?? 0;

/** A whole step record: planned in 2026, under way. */
const stepBody = (processId: number, fields: Record<string, unknown> = {}) => ({
  process_id: processId,
  planned_start: '2026-03-01',
  planned_finish: '2026-04-15',
  actual_start: '2026-03-03',
  actual_finish: null,
  progress: 40,
  note: '铁心叠装进行中',
  photos: ['/api/files/download?path=photo%2Fa.jpg&name=a.jpg&variant=zip'],
  ...fields,
});

/** A fresh transformer (7 steps, no record yet) and its timeline as the administrator reads it. */
async function freshTransformer() {
  const admin = await adminWithEquipment(t);
  const timeline = (await timelineOf(admin.call, admin.item.id)).data;
  const first = timeline.steps[0];
  if (!first) throw new Error('the demo transformer has no steps');
  return { ...admin, timeline, first };
}

describe('production information', () => {
  it('lists the demo equipment with its summary and reads its timeline', async () => {
    const { call } = await signedIn(t, 'hdny');
    const rows = await rowsOf(call);
    const onTime = rows.find((row) => row.e_number === 'WN-ZB-1A');
    // Five of seven steps done, the sixth at 55 %: (5 × 100 + 55) / 7, rounded down.
    expect(onTime?.summary).toMatchObject({ done: 5, total: 7, progress: 79 });
    expect(rows.find((row) => row.e_number === 'RD-GIS-01')?.summary).toMatchObject({
      done: 7,
      progress: 100,
      late: 0,
    });
    // The second transformer's fourth step was due in September 2026 at 70 %: late whatever today is,
    // and so are the steps after it that were due before today.
    const behind = rows.find((row) => row.e_number === 'WN-ZB-1B');
    if (!behind) throw new Error('demo equipment missing');
    const behindLine = (await timelineOf(call, behind.id)).data;
    const due = behindLine.steps.filter(
      (step) =>
        step.record?.planned_finish && step.record.planned_finish < behindLine.today && step.record.progress < 100,
    );
    expect(due.length).toBeGreaterThanOrEqual(3);
    expect(behind.summary).toMatchObject({ done: 3, late: due.length });
    expect(behindLine.steps.filter((step) => step.record?.late).length).toBe(due.length);
    const late = (await rowsOf(call, { 'filter[late_steps]': 'true' })).map((row) => row.e_number);
    expect(late).toContain('WN-ZB-1B');
    expect(late).not.toContain('RD-GIS-01');
    const byText = await rowsOf(call, { 'filter[name]': '1B' });
    expect(byText.map((row) => row.e_number)).toEqual(['WN-ZB-1B']);

    if (!onTime) throw new Error('demo equipment missing');
    const timeline = await timelineOf(call, onTime.id);
    ProductionTimeline.strict().parse(timeline.data);
    expect(timeline.data.steps.map((step) => step.name)).toEqual([
      '铁心叠装',
      '线圈绕制',
      '器身装配',
      '真空干燥',
      '总装配',
      '例行试验',
      '包装发运',
    ]);
    expect(timeline.data.steps[5]?.record).toMatchObject({ progress: 55, actual_finish: null });
    expect(timeline.data.steps[6]?.record?.actual_start).toBeNull();
    expect(timeline.data.can_update).toBe(true);
    // The timeline's address names the project too: another project's id is not found.
    const wrongProject = await call(ProductionCalls.timeline, {
      query: { id: onTime.id, project_id: onTime.project_id + 999 },
    });
    expect(envelope(wrongProject).code).toBe(Code.NotFound);
  });

  it('saves a step, then changes it, audited; a step of the route without a record reads empty', async () => {
    const { call, item, first, timeline } = await freshTransformer();
    expect(timeline.steps.every((step) => step.record === null)).toBe(true);
    expect(timeline.summary).toMatchObject({ done: 0, total: 7, progress: 0, late: 0, last_update: null });

    const made = envelope<ProductionTimeline>(await save(call, item.id, stepBody(first.process_id)));
    expect(made.msg).toBe('已保存');
    expect(made.data.steps[0]?.record).toMatchObject({ progress: 40, note: '铁心叠装进行中', actual_finish: null });
    expect(made.data.summary).toMatchObject({ done: 0, progress: 5 });
    const created = await lastAudit(t.db, 'production_steps', made.data.steps.length > 0 ? await idOf(item.id) : 0);
    expect(created?.action).toBe('create');

    const done = envelope<ProductionTimeline>(
      await save(call, item.id, stepBody(first.process_id, { progress: 100, actual_finish: '2026-04-12', photos: [] })),
    );
    expect(done.data.steps[0]?.record).toMatchObject({ progress: 100, actual_finish: '2026-04-12', photos: [] });
    expect(done.data.summary).toMatchObject({ done: 1, progress: 14 });
    const changed = await lastAudit(t.db, 'production_steps', await idOf(item.id));
    expect(changed?.action).toBe('update');
    expect(changed?.changes.progress).toEqual({ before: 40, after: 100 });
  });

  it('refuses bad input, changing nothing', async () => {
    const { call, item, first } = await freshTransformer();
    const before = await stepCount();
    expectFieldErrors(await save(call, item.id, stepBody(first.process_id, { planned_finish: '2026-02-01' })), [
      'planned_finish',
    ]);
    expectFieldErrors(await save(call, item.id, stepBody(first.process_id, { actual_finish: '2026-03-01' })), [
      'actual_finish',
    ]);
    expectFieldErrors(await save(call, item.id, stepBody(first.process_id, { progress: 101 })), ['progress']);
    expectFieldErrors(await save(call, item.id, stepBody(first.process_id, { progress: 12.5 })), ['progress']);
    expectFieldErrors(
      await save(call, item.id, stepBody(first.process_id, { photos: ['http://evil.example/a.jpg'] })),
      ['photos.0'],
    );
    expectFieldErrors(await save(call, item.id, stepBody(first.process_id, { photos: ['/a/../b.jpg'] })), ['photos.0']);
    const thirteen = Array.from({ length: 13 }, (_, i) => `/p/${i}.jpg`);
    expectFieldErrors(await save(call, item.id, stepBody(first.process_id, { photos: thirteen })), ['photos']);
    expectFieldErrors(await save(call, item.id, stepBody(first.process_id, { planned_start: '2026-02-30' })), [
      'planned_start',
    ]);
    // A step of another kind's route.
    const gis = await equipmentByNumber(call, 'WN-GIS-01');
    const gisStep = (await timelineOf(call, gis.id)).data.steps[0]?.process_id ?? 0;
    expectFieldErrors(await save(call, item.id, stepBody(gisStep)), ['process_id'], '须为该设备所属装置的工序');
    expect(await stepCount()).toBe(before);
  });

  it('counts a step planned to finish before today and not done as late', async () => {
    const { call, item, first } = await freshTransformer();
    const late = envelope<ProductionTimeline>(
      await save(
        call,
        item.id,
        stepBody(first.process_id, { planned_start: '2020-01-01', planned_finish: '2020-01-10' }),
      ),
    );
    expect(late.data.steps[0]?.record?.late).toBe(true);
    expect(late.data.summary.late).toBe(1);
    expect((await rowsOf(call, { 'filter[late_steps]': 'true' })).map((row) => row.id)).toContain(item.id);
    const finished = envelope<ProductionTimeline>(
      await save(
        call,
        item.id,
        stepBody(first.process_id, { planned_start: '2020-01-01', planned_finish: '2020-01-10', progress: 100 }),
      ),
    );
    expect(finished.data.steps[0]?.record?.late).toBe(false);
    expect((await rowsOf(call, { 'filter[late_steps]': 'true' })).map((row) => row.id)).not.toContain(item.id);
    // Planned to finish in the future: not late, whatever the progress.
    const ahead = envelope<ProductionTimeline>(
      await save(
        call,
        item.id,
        stepBody(first.process_id, { planned_start: '2099-01-01', planned_finish: '2099-02-01' }),
      ),
    );
    expect(ahead.data.steps[0]?.record?.late).toBe(false);
  });
});

describe('who records production', () => {
  it('lets the inspector record his equipment only, the manager his projects only; the client reads', async () => {
    const { call, project, kind, item, first } = await freshTransformer();
    const second = envelope<{ id: number }>(
      await call(EquipmentCalls.create, {
        query: { page_key: 'custom-equipment' },
        body: equipmentBody(project.id, kind.id),
      }),
    ).data;
    const manager = await signedIn(t, 'hdny', 'manager');
    const inspector = await signedIn(t, 'hdny', 'staff');
    const client = await signedIn(t, 'hdny', 'wtf');
    await call(ProjectCalls.savePeople, {
      query: { id: project.id },
      body: {
        managers: [manager.user.id],
        inspectors: [inspector.user.id],
      },
    });
    await call(EquipmentCalls.saveInspectors, { query: { id: item.id }, body: { user_ids: [inspector.user.id] } });

    // The inspector sees and records his own equipment; the other reads as not found.
    expect((await rowsOf(inspector.call)).map((row) => row.id)).toEqual([item.id]);
    expect((await timelineOf(inspector.call, item.id)).data.can_update).toBe(true);
    expect(envelope(await save(inspector.call, item.id, stepBody(first.process_id))).code).toBe(Code.Success);
    const before = await stepCount();
    expect(envelope(await save(inspector.call, second.id, stepBody(first.process_id))).code).toBe(Code.NotFound);
    expect((await timelineOf(inspector.call, second.id)).code).toBe(Code.NotFound);

    // The manager records the equipment of the project he manages, not another project's.
    expect(envelope(await save(manager.call, second.id, stepBody(first.process_id, { progress: 10 }))).code).toBe(
      Code.Success,
    );
    const offshore = await equipmentByNumber(call, 'RD-GIS-01');
    const offshoreStep = (await timelineOf(call, offshore.id)).data.steps[0]?.process_id ?? 0;
    const afterManager = await stepCount();
    expect(envelope(await save(manager.call, offshore.id, stepBody(offshoreStep))).code).toBe(Code.NotFound);

    // The client reads every piece of equipment, and records none.
    const read = await timelineOf(client.call, item.id);
    expect(read.data.can_update).toBe(false);
    expect(read.data.steps[0]?.record?.progress).toBe(40);
    expect(envelope(await save(client.call, item.id, stepBody(first.process_id))).code).toBe(Code.NoPermission);
    expect(await stepCount()).toBe(afterManager);
    expect(afterManager).toBe(before + 1);
  });

  it("needs the page's actions and a session", async () => {
    const { call, item, first } = await freshTransformer();
    const before = await stepCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'equipment-produce-info', action: 'update' },
      async () => {
        expect(envelope(await save(call, item.id, stepBody(first.process_id))).code).toBe(Code.NoPermission);
        expect((await timelineOf(call, item.id)).data.can_update).toBe(false);
      },
    );
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'admin', pageKey: 'equipment-produce-info', action: 'index' },
      async () => {
        expect(envelope(await call(ProductionCalls.list)).code).toBe(Code.NoPermission);
        expect((await timelineOf(call, item.id)).code).toBe(Code.NoPermission);
      },
    );
    expect(await stepCount()).toBe(before);
    const anonymous = caller(t.app);
    expect(envelope(await anonymous(ProductionCalls.list)).code).toBe(Code.NotLoggedIn);
    expect((await timelineOf(anonymous, item.id)).code).toBe(Code.NotLoggedIn);
    expect(envelope(await save(anonymous, item.id, stepBody(first.process_id))).code).toBe(Code.NotLoggedIn);
  });

  it("answers another owner's equipment as not found, changing nothing", async () => {
    const { item, first } = await freshTransformer();
    const other = await signedIn(t, 'xnsd');
    const digest = await databaseDigest(t.db, ['sessions', 'audit_log', 'login_log']);
    expect((await timelineOf(other.call, item.id)).code).toBe(Code.NotFound);
    expect(envelope(await save(other.call, item.id, stepBody(first.process_id))).code).toBe(Code.NotFound);
    expect((await rowsOf(other.call)).map((row) => row.id)).not.toContain(item.id);
    expect(await databaseDigest(t.db, ['sessions', 'audit_log', 'login_log'])).toEqual(digest);
  });
});

/** The id of the one record of the equipment's first step (the tests save only that one). */
async function idOf(equipmentId: number): Promise<number> {
  const rows = await t.db.select({ id: productionSteps.id, e: productionSteps.equipmentId }).from(productionSteps);
  return rows.find((row) => row.e === equipmentId)?.id ?? 0;
}
