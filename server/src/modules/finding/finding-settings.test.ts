import { Code, FindingCalls, type FindingCategory } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope, expectFieldErrors } from '../../../test/http.js';
import { useFindingKit } from './finding.test-support.js';

const t = useTestApp();
const kit = useFindingKit(t);

describe('finding settings', () => {
  it('gives the demo owner its types and themes; the administrator adds and disables them, names once per list', async () => {
    const { call } = await signedIn(t, 'hdny');
    const listed = envelope<FindingCategory[]>(await call(FindingCalls.categories));
    expect(listed.data.filter((c) => c.kind === 'type').map((c) => c.name)).toContain('质量问题');
    expect(listed.data.filter((c) => c.kind === 'theme').map((c) => c.name)).toContain('焊接');

    const made = envelope<FindingCategory>(
      await call(FindingCalls.createCategory, { body: { kind: 'theme', name: '防腐', sort: 90 } }),
    );
    expect(made.data).toMatchObject({ kind: 'theme', name: '防腐', enabled: true });
    expect((await lastAudit(t.db, 'finding_categories', made.data.id))?.action).toBe('create');
    expectFieldErrors(await call(FindingCalls.createCategory, { body: { kind: 'theme', name: '防腐' } }), ['name']);
    // The same name is free in the other list.
    expect(envelope(await call(FindingCalls.createCategory, { body: { kind: 'type', name: '防腐' } })).code).toBe(
      Code.Success,
    );
    expectFieldErrors(await call(FindingCalls.createCategory, { body: { kind: 'x', name: '' } }), ['kind', 'name']);
    const off = envelope<FindingCategory>(
      await call(FindingCalls.updateCategory, {
        query: { id: made.data.id },
        body: {
          kind: 'theme',
          name: '防腐',
          sort: 90,
          enabled: false,
        },
      }),
    );
    expect(off.data.enabled).toBe(false);
    // A disabled theme is not offered, and a finding cannot name it.
    const options = envelope<{ themes: { id: number }[] }>(
      await kit.inspector.call(FindingCalls.options, { query: { project_id: kit.project.id } }),
    );
    expect(options.data.themes.map((theme) => theme.id)).not.toContain(made.data.id);
    expectFieldErrors(await kit.raise(kit.inspector, { theme_id: made.data.id }), ['theme_id']);
  });

  it('is the administrator’s: an inspector may not read or change it', async () => {
    expect(envelope(await kit.inspector.call(FindingCalls.categories)).code).toBe(Code.NoPermission);
    expect(
      envelope(await kit.manager.call(FindingCalls.createCategory, { body: { kind: 'type', name: '越权' } })).code,
    ).toBe(Code.NoPermission);
  });
});
