import { AuditCalls, MenuAdminCalls, RoleCalls, UserAdminCalls, UserCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { databaseDigest } from '../../test/db-digest.js';
import { callApi, expectFieldErrors, login, uniqueAddress } from '../../test/http.js';

/**
 * The probe's "5xx from input" (issue 9, item 7), one test per kind of input that reached PostgreSQL
 * and answered 500. Each now answers code 2 on the field it came in, and changes no row. The fuzz
 * test (fuzz.test.ts) walks every route with inputs of these kinds.
 */
const t = useTestApp();

/** Every table but the sessions, whose `last_seen_at` each signed-in call refreshes. */
const digest = () => databaseDigest(t.db, ['sessions']);

async function expectRefusedAndUnchanged(call: () => Promise<Parameters<typeof expectFieldErrors>[0]>, field: string) {
  const before = await digest();
  const res = await call();
  expectFieldErrors(res, [field]);
  expect(await digest()).toEqual(before);
}

describe('5xx from input', () => {
  it('U+0000 in the login body answers code 2 on username without a session, and logs no attempt', async () => {
    for (const username of ['a\u0000b', '\u0000']) {
      await expectRefusedAndUnchanged(
        () =>
          callApi(t.app, undefined, UserCalls.login, {
            body: { username, password: 'demo1234' },
            remoteAddress: uniqueAddress(),
          }),
        'username',
      );
    }
    await expectRefusedAndUnchanged(
      () => callApi(t.app, undefined, UserCalls.login, { body: { username: 'admin', password: 'x\u0000' } }),
      'password',
    );
  });

  it('a lone surrogate in a role title answers code 2 and saves neither the role nor an audit row', async () => {
    const cookie = await login(t.app, 'admin', undefined, uniqueAddress());
    for (const [field, body] of [
      ['title', { name: 'probe_role', title: 'a\ud800b', description: '' }],
      ['description', { name: 'probe_role', title: '巡检', description: '\udc00' }],
    ] as const) {
      await expectRefusedAndUnchanged(() => callApi(t.app, cookie, RoleCalls.create, { body }), field);
    }
  });

  it.each(['99999999999', '1e308', '1.5'])(
    'filter[organization]=%s answers code 2 on the filter, not 500',
    async (value) => {
      const cookie = await login(t.app, 'admin', undefined, uniqueAddress());
      const res = await callApi(t.app, cookie, UserAdminCalls.list, { query: { 'filter[organization]': value } });
      expectFieldErrors(res, ['filter[organization]']);
    },
  );

  it.each(['-271821-04-20|', '|275760-09-13'])(
    'the date range filter[at]=%s answers code 2 naming the years allowed',
    async (value) => {
      const cookie = await login(t.app, 'admin', undefined, uniqueAddress());
      const res = await callApi(t.app, cookie, AuditCalls.auditLog, {
        query: { 'filter[at]': value },
        headers: {
          'accept-language': 'en',
        },
      });
      expectFieldErrors(res, ['filter[at]'], 'Dates must fall between the years 1900 and 9999');
    },
  );

  it('U+0000 in a text filter answers code 2 on the filter', async () => {
    const cookie = await login(t.app, 'admin', undefined, uniqueAddress());
    const res = await callApi(t.app, cookie, AuditCalls.auditLog, { query: { 'filter[actor_name]': 'a\u0000b' } });
    expectFieldErrors(res, ['filter[actor_name]']);
  });

  it.each(['99999999999', '2147483648', '1e3', '0x10'])(
    'an id of %s in the query answers code 2 on id and disables nobody',
    async (id) => {
      const cookie = await login(t.app, 'admin', undefined, uniqueAddress());
      await expectRefusedAndUnchanged(() => callApi(t.app, cookie, UserAdminCalls.disable, { query: { id } }), 'id');
    },
  );

  it('an id beyond PostgreSQL integer in a body answers code 2 on that field', async () => {
    const cookie = await login(t.app, 'admin', undefined, uniqueAddress());
    const res = await callApi(t.app, cookie, MenuAdminCalls.createItem, {
      body: {
        group_id: 99_999_999_999,
        icon: 'HomeOutlined',
        page_key: 'home',
      },
    });
    expectFieldErrors(res, ['group_id']);
  });
});
