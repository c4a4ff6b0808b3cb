import { Code, FindingCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { findingCategories } from './finding.table.js';
import { dayFromToday, useFindingKit } from './finding.test-support.js';

const t = useTestApp();
const kit = useFindingKit(t);

describe('raising a finding', () => {
  it('answers field errors for bad input and stores nothing', async () => {
    const before = await kit.findingCount();
    const xnsd = await ownerByKey(t.db, 'xnsd');
    const [foreignType] = await t.db.select().from(findingCategories).where(eq(findingCategories.ownerId, xnsd.id));
    expectFieldErrors(await kit.raise(kit.inspector, { description: ' ', due_date: '2026-02-30' }), [
      'description',
      'due_date',
    ]);
    expectFieldErrors(
      await kit.raise(kit.inspector, {
        type_id: foreignType?.id ?? 999999,
        due_date: dayFromToday(-1),
        responsible_id: kit.outsider.user.id,
        clause_id: 999999,
        equipment_id: 999999,
        report_id: 999999,
      }),
      ['type_id', 'due_date', 'responsible_id', 'clause_id', 'equipment_id', 'report_id'],
    );
    expectFieldErrors(await kit.raise(kit.inspector, { responsible_id: null, responsible_org: '' }), [
      'responsible_id',
    ]);
    expect(await kit.findingCount()).toBe(before);
    // An organisation may be responsible instead of a member.
    const byOrg = await kit.raised(kit.inspector, { responsible_id: null, responsible_org: '某施工单位' });
    expect(byOrg.responsible_name).toBe('某施工单位');
  });

  it('is refused without the page permission, and on a project the caller does not work on', async () => {
    const before = await kit.findingCount();
    await withRevoked(
      t.db,
      { ownerKey: 'hdny', role: 'staff', pageKey: 'project-found-list', action: 'create' },
      async () => {
        expect(envelope(await kit.raise(kit.inspector)).code).toBe(Code.NoPermission);
      },
    );
    expect(envelope(await kit.raise(kit.outsider)).code).toBe(Code.NotFound);
    expect(await kit.findingCount()).toBe(before);
    const res = await callApi(t.app, undefined, FindingCalls.rates);
    expect(envelope(res).code).toBe(Code.NotLoggedIn);
  });

  it('keeps another owner’s users and outsiders away from a finding', async () => {
    const finding = await kit.raised();
    const stranger = await signedIn(t, 'xnsd');
    expect(envelope(await stranger.call(FindingCalls.view, { query: { id: finding.id } })).code).toBe(Code.NotFound);
    expect(
      envelope(
        await stranger.call(FindingCalls.act, { query: { id: finding.id }, body: { action: 'submit', note: 'x' } }),
      ).code,
    ).toBe(Code.NotFound);
    const listed = envelope<{ result: unknown[] }>(
      await stranger.call(FindingCalls.list, { query: { project_id: kit.project.id } }),
    );
    expect(listed.data.result).toEqual([]);
    expect(envelope(await kit.outsider.call(FindingCalls.view, { query: { id: finding.id } })).code).toBe(
      Code.NotFound,
    );
    expect((await kit.row(finding.id))?.state).toBe('open');
  });
});
