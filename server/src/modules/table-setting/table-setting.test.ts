import { Code, type TableSetting, TableSettingCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { callApi, caller, envelope, expectFieldErrors, login } from '../../../test/http.js';
import { tableSettings } from './table-setting.table.js';

const t = useTestApp();

async function signedIn() {
  const user = await createUser(t.db);
  const call = caller(t.app, await login(t.app, user.username));
  return {
    user,
    view: async (key: string) => envelope<TableSetting>(await call(TableSettingCalls.view, { query: { key } })),
    save: (key: string, body: unknown) => call(TableSettingCalls.save, { query: { key }, body: body as object }),
    reset: (key: string) => call(TableSettingCalls.reset, { query: { key } }),
  };
}

const COLUMNS = [
  { key: 'name', visible: true, width: 160 },
  { key: 'username', visible: false },
];

const allRows = () => t.db.select().from(tableSettings);

describe('table settings', () => {
  it('answers no columns before anything is saved, then what was saved, then nothing after a reset', async () => {
    // A user with no owner at all still has settings: they need only a session.
    const me = await signedIn();
    expect((await me.view('user-table')).data).toEqual({ key: 'user-table', columns: [] });
    const saved = envelope<TableSetting>(await me.save('user-table', { columns: COLUMNS }));
    expect(saved).toMatchObject({ code: Code.Success, data: { key: 'user-table', columns: COLUMNS } });
    expect((await me.view('user-table')).data.columns).toEqual(COLUMNS);

    const reordered = [COLUMNS[1], COLUMNS[0]];
    await me.save('user-table', { columns: reordered });
    expect((await me.view('user-table')).data.columns).toEqual(reordered);

    expect(envelope(await me.reset('user-table')).code).toBe(Code.Success);
    expect((await me.view('user-table')).data.columns).toEqual([]);
  });

  it("never reads nor overwrites another user's settings of the same table", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await alice.save('shared.table', { columns: COLUMNS });
    expect((await bob.view('shared.table')).data.columns).toEqual([]);
    await bob.save('shared.table', { columns: [{ key: 'only-bob', visible: true }] });
    await bob.reset('shared.table');
    expect((await alice.view('shared.table')).data.columns).toEqual(COLUMNS);
  });

  it('refuses bad keys and columns with field errors, and stores nothing', async () => {
    const me = await signedIn();
    const before = await allRows();
    const many = Array.from({ length: 101 }, (_, i) => ({ key: `c${i}`, visible: true }));
    expectFieldErrors(await me.save('t', { columns: many }), ['columns']);
    expectFieldErrors(await me.save('t', { columns: [{ key: 'x'.repeat(65), visible: true }] }), ['columns.0.key']);
    expectFieldErrors(await me.save('t', { columns: [{ key: 'a', visible: 'yes' }] }), ['columns.0.visible']);
    expectFieldErrors(await me.save('t', { columns: [{ key: 'a', visible: true, width: 5 }] }), ['columns.0.width']);
    expectFieldErrors(
      await me.save('t', {
        columns: [
          { key: 'a', visible: true },
          { key: 'a', visible: false },
        ],
      }),
      ['columns'],
      '列不能重复',
    );
    expectFieldErrors(await me.save('t', { columns: [] }), ['columns']);
    expectFieldErrors(await me.save('Bad Key!', { columns: COLUMNS }), ['key']);
    expectFieldErrors(await me.save('k'.repeat(65), { columns: COLUMNS }), ['key']);
    expectFieldErrors(await me.save('', { columns: COLUMNS }), ['key']);
    expect(await allRows()).toEqual(before);
  });

  it('stores and answers only the known fields of a column, and never the user they belong to', async () => {
    const me = await signedIn();
    const saved = await me.save('extra', { columns: [{ key: 'a', visible: true, colour: 'red' }] });
    const exact = { key: 'extra', columns: [{ key: 'a', visible: true }] };
    expect(envelope<TableSetting>(saved).data).toStrictEqual(exact);
    expect((await me.view('extra')).data).toStrictEqual(exact);
    expect(saved.body).not.toMatch(/user_?id|userId|colour/i);
  });

  it('answers -1 without a session', async () => {
    expect(envelope(await callApi(t.app, undefined, TableSettingCalls.view, { query: { key: 't' } })).code).toBe(
      Code.NotLoggedIn,
    );
    expect(
      envelope(
        await callApi(t.app, undefined, TableSettingCalls.save, { query: { key: 't' }, body: { columns: COLUMNS } }),
      ).code,
    ).toBe(Code.NotLoggedIn);
    expect(envelope(await callApi(t.app, undefined, TableSettingCalls.reset, { query: { key: 't' } })).code).toBe(
      Code.NotLoggedIn,
    );
  });
});
