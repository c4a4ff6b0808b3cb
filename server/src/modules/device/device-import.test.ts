import { readFile } from 'node:fs/promises';
import {
  CONFIG_OWNER_KEY,
  Code,
  DeviceCalls,
  type DeviceKind,
  type DevicesImported,
  OwnerAdminCalls,
  type OwnerAdminRow,
  type PlatformKind,
} from '@app/contract';
import { and, asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastAudit, signedIn, withRevoked } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { deviceKinds } from './device.table.js';
import { stepNamesOf } from './device.test-support.js';
import { DEVICE_DEFAULTS } from './device-defaults.js';

const t = useTestApp();

const kindsOf = async (ownerKey: string) => {
  const owner = await ownerByKey(t.db, ownerKey);
  return t.db
    .select()
    .from(deviceKinds)
    .where(eq(deviceKinds.ownerId, owner.id))
    .orderBy(asc(deviceKinds.sort), asc(deviceKinds.id));
};
const kindCount = async (ownerKey: string) => (await kindsOf(ownerKey)).length;
const stepsOf = (deviceId: number) => stepNamesOf(t.db, deviceId);

async function platform(ownerKey = 'hdny') {
  const admin = await signedIn(t, ownerKey);
  const res = envelope<PlatformKind[]>(await admin.call(DeviceCalls.platformKinds));
  expect(res.code).toBe(Code.Success);
  const byName = (name: string) => {
    const kind = res.data.find((row) => row.name === name);
    if (!kind) throw new Error(`no platform kind ${name}`);
    return kind;
  };
  return { ...admin, kinds: res.data, byName };
}

describe("the platform's device catalogue", () => {
  it('is what the configuration owner starts with, edited on its own pages', async () => {
    const kinds = await kindsOf(CONFIG_OWNER_KEY);
    expect(kinds.map((row) => row.name)).toEqual(DEVICE_DEFAULTS.map((row) => row.name));
    const turbine = kinds.find((row) => row.name === '水轮机');
    expect(await stepsOf(turbine?.id ?? 0)).toEqual(DEVICE_DEFAULTS[0]?.steps);

    const config = await signedIn(t, CONFIG_OWNER_KEY);
    expect(envelope(await config.call(DeviceCalls.list)).code).toBe(Code.Success);
    // Its rights are those of 专业设置 and 生产信息配置, not of an ordinary owner's 装置管理.
    await withRevoked(
      t.db,
      { ownerKey: CONFIG_OWNER_KEY, role: 'admin', pageKey: 'config-subject', action: 'index' },
      async () => {
        expect(envelope(await config.call(DeviceCalls.list)).code).toBe(Code.NoPermission);
      },
    );
    await withRevoked(
      t.db,
      { ownerKey: CONFIG_OWNER_KEY, role: 'admin', pageKey: 'config-produce-info', action: 'update' },
      async () => {
        const save = await config.call(DeviceCalls.saveProcesses, {
          query: { id: turbine?.id },
          body: { processes: [] },
        });
        expect(envelope(save).code).toBe(Code.NoPermission);
      },
    );
    expect(await stepsOf(turbine?.id ?? 0)).toHaveLength(DEVICE_DEFAULTS[0]?.steps.length ?? -1);
  });

  it('gives the configuration owner the same kinds and steps in migration 0027 as in the code', async () => {
    const sql = await readFile(new URL('../../db/migrations/0027_platform-device-kinds.sql', import.meta.url), 'utf8');
    const quoted = (text: string) => `'${text.replaceAll("'", "''")}'`;
    for (const [index, kind] of DEVICE_DEFAULTS.entries()) {
      expect(sql).toContain(`(${quoted(kind.name)}, ${quoted(kind.code)}, ${(index + 1) * 10})`);
      for (const [step, name] of kind.steps.entries()) {
        expect(sql).toContain(`(${quoted(kind.name)}, ${step + 1}, ${quoted(name)})`);
      }
    }
  });

  it('is offered to an ordinary owner marked where it has a kind of the name, and copied with routes', async () => {
    const { call, byName } = await platform('hdny');
    // The substation demo owner has its own 主变压器 already.
    expect(byName('主变压器')).toMatchObject({ taken: true, process_count: 7 });
    const turbine = byName('水轮机');
    expect(turbine.taken).toBe(false);
    const before = await kindCount('hdny');

    const res = envelope<DevicesImported>(
      await call(DeviceCalls.importDefaults, { body: { ids: [turbine.id, byName('主变压器').id] } }),
    );
    expect(res).toMatchObject({ code: Code.Success, data: { added: 1, skipped: 1 } });
    expect(res.msg).toBe('已导入 1 个装置，跳过 1 个同名装置');
    expect(await kindCount('hdny')).toBe(before + 1);
    const copy = (await kindsOf('hdny')).find((row) => row.name === '水轮机');
    if (!copy) throw new Error('no copy');
    expect(copy.id).not.toBe(turbine.id);
    expect(copy.code).toBe('SLJ');
    expect(await stepsOf(copy.id)).toEqual(DEVICE_DEFAULTS[0]?.steps);
    const audit = await lastAudit(t.db, 'device_kinds', copy.id);
    expect(audit?.action).toBe('create');
    expect(audit?.changes.processes?.after).toBe(DEVICE_DEFAULTS[0]?.steps.join(' → '));

    // The copy is the owner's own: changing it leaves the platform's kind as it was.
    const saved = await call(DeviceCalls.saveProcesses, {
      query: { id: copy.id },
      body: { processes: [{ name: '转轮铸造' }] },
    });
    expect(envelope(saved).code).toBe(Code.Success);
    expect(await stepsOf(turbine.id)).toEqual(DEVICE_DEFAULTS[0]?.steps);
    expect((await platform('hdny')).byName('水轮机').taken).toBe(true);
  });

  it('refuses an empty choice, a kind that is not the platform’s and bad ids, copying nothing', async () => {
    const { call, byName } = await platform('xnsd');
    const own = (await kindsOf('xnsd'))[0];
    const before = await kindCount('xnsd');
    expectFieldErrors(await call(DeviceCalls.importDefaults, { body: { ids: [] } }), ['ids'], '请选择要导入的装置');
    expectFieldErrors(await call(DeviceCalls.importDefaults, { body: { ids: 'all' } }), ['ids']);
    expectFieldErrors(await call(DeviceCalls.importDefaults, { body: { ids: [0] } }), ['ids.0']);
    expectFieldErrors(
      await call(DeviceCalls.importDefaults, { body: { ids: [byName('电力电缆').id, own?.id] } }),
      ['ids'],
      '所选装置不在平台默认装置中，请刷新后重试',
    );
    expect(await kindCount('xnsd')).toBe(before);
  });

  it('is not imported into the configuration owner, without the create right, or without a session', async () => {
    const { byName } = await platform('hdny');
    const config = await signedIn(t, CONFIG_OWNER_KEY);
    const configBefore = await kindCount(CONFIG_OWNER_KEY);
    expect(envelope(await config.call(DeviceCalls.platformKinds)).code).toBe(Code.IllegalOperation);
    const refused = await config.call(DeviceCalls.importDefaults, { body: { ids: [byName('电力电缆').id] } });
    expect(envelope(refused).code).toBe(Code.IllegalOperation);
    expect(await kindCount(CONFIG_OWNER_KEY)).toBe(configBefore);

    const before = await kindCount('hdny');
    for (const role of ['manager', 'wtf', 'staff'] as const) {
      const member = await signedIn(t, 'hdny', role);
      expect(envelope(await member.call(DeviceCalls.platformKinds)).code, role).toBe(Code.NoPermission);
      const body = { ids: [byName('电力电缆').id] };
      expect(envelope(await member.call(DeviceCalls.importDefaults, { body })).code, role).toBe(Code.NoPermission);
    }
    expect(envelope(await callApi(t.app, undefined, DeviceCalls.importDefaults, { body: { ids: [1] } })).code).toBe(
      Code.NotLoggedIn,
    );
    expect(await kindCount('hdny')).toBe(before);
  });

  it('leaves a new ordinary owner with an empty catalogue to fill from it', async () => {
    const config = await signedIn(t, CONFIG_OWNER_KEY);
    const key = `dev${Date.now().toString(36)}`;
    const made = envelope<OwnerAdminRow>(
      await config.call(OwnerAdminCalls.create, { body: { key, name: '新业主', full_name: '新业主有限公司' } }),
    );
    expect(made.code).toBe(Code.Success);
    const owner = await ownerByKey(t.db, key);
    const [kinds] = await t.db
      .select({ n: count() })
      .from(deviceKinds)
      .where(and(eq(deviceKinds.ownerId, owner.id)));
    expect(kinds?.n).toBe(0);
    // Nor does another owner's list show the platform's kinds.
    const { call } = await signedIn(t, 'hdny');
    const list = envelope<{ result: DeviceKind[] }>(await call(DeviceCalls.list, { query: { 'per-page': '-1' } }));
    const platformIds = new Set((await kindsOf(CONFIG_OWNER_KEY)).map((row) => row.id));
    expect(list.data.result.some((row) => platformIds.has(row.id))).toBe(false);
  });
});
