import {
  Code,
  type CompletionOptions,
  type CompletionRow,
  type ListData,
  PlanCalls,
  type PlanPointRow,
} from '@app/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope, expectFieldErrors, type TestQuery } from '../../../test/http.js';
import { day, type Member, planKit, succeeded } from './plan.test-support.js';

const t = useTestApp();
const kit = planKit(t);

type Group = Awaited<ReturnType<typeof kit.newGroup>>;
type Piece = Awaited<ReturnType<typeof kit.newEquipment>>;
let group: Group;
let piece: Piece;
let spare: Piece;
let manager: Member;
let inspector: Member;

type Query = TestQuery<typeof PlanCalls.completion>;
const completion = async (who: Member, query: Query = {}) =>
  succeeded<ListData<CompletionRow>>(await who.call(PlanCalls.completion, { query: { 'per-page': 1000, ...query } }));
const numbersOf = (list: ListData<CompletionRow>) => list.result.map((row) => row.e_number);

beforeAll(async () => {
  group = await kit.newGroup();
  manager = await kit.member('manager', [[group.project.id, 'manager']]);
  inspector = await kit.member('staff', [[group.project.id, 'staff']]);
  piece = await kit.newEquipment('hdny', group.project.id, kit.everyState, {
    unitId: group.unit.id,
    inspectorIds: [inspector.user.id],
  });
  spare = await kit.newEquipment('hdny', group.project.id, [{ symbol: 'S', plannedDate: day(40) }]);
});

describe('GET /api/plan/completion', () => {
  it('counts each piece’s points by state and names its next open point, unit and inspectors', async () => {
    const row = (await completion(manager)).result.find((candidate) => candidate.id === piece.id);
    expect(row).toMatchObject({
      project_id: group.project.id,
      project_name: group.project.name,
      e_number: piece.eNumber,
      unit_name: group.unit.name,
      inspectors: [{ id: inspector.user.id, name: inspector.user.name }],
      points: 6,
      done: 2,
      overdue: 1,
      unscheduled: 1,
      // The overdue review point comes first among the open ones.
      next: { step_name: expect.any(String), category_name: '文件见证点', plan_symbol: 'R', planned_date: day(-1) },
    });
    const empty = await kit.newEquipment('hdny', group.project.id, []);
    expect((await completion(manager)).result.find((candidate) => candidate.id === empty.id)).toMatchObject({
      points: 0,
      done: 0,
      next: null,
      unit_name: '',
      inspectors: [],
    });
  });

  it('shows each role its own equipment: the client all, a manager his projects’, an inspector his pieces', async () => {
    const client = await kit.signedInAs('client');
    const all = numbersOf(await completion(client));
    expect(all).toEqual(expect.arrayContaining([piece.eNumber, spare.eNumber, 'WN-ZB-1A', 'RD-GIS-01']));
    expect(numbersOf(await completion(manager))).toEqual(expect.arrayContaining([piece.eNumber, spare.eNumber]));
    expect(numbersOf(await completion(manager))).not.toContain('WN-ZB-1A');
    expect(numbersOf(await completion(inspector))).toEqual([piece.eNumber]);
    // The demo manager manages HDNY-2026-001 and -002, not the wind farm (RD-GIS-01).
    const demoManager = numbersOf(await completion(await kit.signedInAs('manager')));
    expect(demoManager).toContain('WN-ZB-1A');
    expect(demoManager).not.toContain('RD-GIS-01');
    expect(numbersOf(await completion(await kit.signedInAs('staff'))).sort()).toEqual([
      'WN-GIS-01',
      'WN-ZB-1A',
      'WN-ZB-1B',
    ]);
    // No parameter widens the scope: the role decides it.
    expect(numbersOf(await completion(inspector, { role: 'wtf', page_key: 'eic-wtf' }))).toEqual([piece.eNumber]);
    // Another owner's equipment is in nobody's view here.
    const foreign = await kit.newGroup('xnsd');
    const theirs = await kit.newEquipment('xnsd', foreign.project.id, []);
    expect(all).not.toContain(theirs.eNumber);
    expect(numbersOf(await completion(await kit.member('admin', [], 'xnsd')))).not.toContain(piece.eNumber);
  });

  it('filters by project, equipment, inspection unit and inspector', async () => {
    const client = await kit.signedInAs('client');
    const numbers = async (query: Query) => numbersOf(await completion(client, query)).sort();
    expect(await numbers({ 'filter[project]': group.project.id })).toEqual(
      expect.arrayContaining([piece.eNumber, spare.eNumber]),
    );
    expect(await numbers({ 'filter[equipment]': piece.eNumber })).toEqual([piece.eNumber]);
    expect(await numbers({ 'filter[unit]': group.unit.id })).toEqual([piece.eNumber]);
    expect(await numbers({ 'filter[inspector]': inspector.user.id })).toEqual([piece.eNumber]);
    expect(await numbers({ 'filter[inspector]': 'abc' })).toEqual([]);
    expectFieldErrors(await client.call(PlanCalls.completion, { query: { 'filter[unit]': 'x' } }), ['filter[unit]']);
    expectFieldErrors(await client.call(PlanCalls.completion, { query: { 'filter[state]': 'done' } }), [
      'filter[state]',
    ]);
    expectFieldErrors(await client.call(PlanCalls.completion, { query: { sort: 'points' } }), ['sort']);
  });

  it('offers the projects, units and inspectors of the caller’s equipment to filter by', async () => {
    const options = succeeded<CompletionOptions>(await manager.call(PlanCalls.completionOptions));
    expect(options.projects.map((project) => project.id)).toEqual([group.project.id]);
    expect(options.units).toEqual([{ id: group.unit.id, name: group.unit.name }]);
    expect(options.inspectors).toEqual([{ id: inspector.user.id, name: inspector.user.name }]);
    const client = succeeded<CompletionOptions>(
      await (await kit.signedInAs('client')).call(PlanCalls.completionOptions),
    );
    expect(client.units.map((unit) => unit.id)).toContain(group.unit.id);
    expect(client.projects.length).toBeGreaterThan(1);
  });

  it('answers code 3 to a role without a completion page', async () => {
    const client = await kit.signedInAs('client');
    await withRevoked(t.db, { ownerKey: 'hdny', role: 'wtf', pageKey: 'eic-wtf', action: 'index' }, async () => {
      expect(envelope(await client.call(PlanCalls.completion)).code).toBe(Code.NoPermission);
      expect(envelope(await client.call(PlanCalls.completionOptions)).code).toBe(Code.NoPermission);
      expect(envelope(await client.call(PlanCalls.completionPoints, { query: { equipment_id: piece.id } })).code).toBe(
        Code.NoPermission,
      );
    });
  });
});

describe('GET /api/plan/completion/points', () => {
  it('lists one piece’s points in route order, as the plan list shows them', async () => {
    const rows = succeeded<PlanPointRow[]>(
      await manager.call(PlanCalls.completionPoints, { query: { equipment_id: piece.id } }),
    );
    expect(rows.map((row) => row.step)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.map((row) => row.state)).toEqual(['done', 'notified', 'overdue', 'due_soon', 'planned', 'unscheduled']);
    expect(rows[0]).toMatchObject({ equipment_id: piece.id, plan_symbol: 'H', actual_symbol: 'Ⓗ' });
  });

  it('finds no piece outside the caller’s view or of another owner, and refuses a bad id', async () => {
    expect(envelope(await inspector.call(PlanCalls.completionPoints, { query: { equipment_id: spare.id } })).code).toBe(
      Code.NotFound,
    );
    const outsider = await kit.member('admin', [], 'xnsd');
    expect(envelope(await outsider.call(PlanCalls.completionPoints, { query: { equipment_id: piece.id } })).code).toBe(
      Code.NotFound,
    );
    expectFieldErrors(await manager.call(PlanCalls.completionPoints, { query: { equipment_id: '-1' } }), [
      'equipment_id',
    ]);
  });
});
