import { Code, UserCalls } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser, sessionsOf } from '../../../test/factories.js';
import { callApi, envelope, login, postLogin, uniqueAddress } from '../../../test/http.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { loginLog } from '../../core/audit.table.js';
import { createLoginLimiters, HOLD_MS } from './login-limiters.js';

/** The limiters' own clock: a hold moves it on at once, so no test really waits. */
const clock = { now: Date.now(), holds: [] as number[] };
const t = useTestApp({
  limiters: createLoginLimiters({
    now: () => clock.now,
    sleep: async (ms) => {
      clock.holds.push(ms);
      clock.now += ms;
    },
  }),
});

const FAILED = '账号或密码错误';
const THROTTLED = /^登录尝试过于频繁/;
const WRONG = 'wrong-password';

/** Holds of the attempts made inside `act`. */
async function holdsDuring(act: () => Promise<unknown>): Promise<number[]> {
  const before = clock.holds.length;
  await act();
  return clock.holds.slice(before);
}

describe('login throttling', () => {
  it('an attacker at one address cannot lock the owner out, and stays throttled himself', async () => {
    const attacker = uniqueAddress();
    const answers: string[] = [];
    for (let i = 0; i < 50; i++) answers.push(envelope(await postLogin(t.app, 'client', WRONG, attacker)).msg);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill(FAILED));
    for (const msg of answers.slice(5)) expect(msg).toMatch(THROTTLED);

    const owner = await postLogin(t.app, 'client', 'demo1234', uniqueAddress());
    expect(envelope(owner).code).toBe(Code.Success);

    // Refused without a look at the password: even the right one does not get the attacker in.
    const again = await postLogin(t.app, 'CLIENT', 'demo1234', attacker);
    expect(envelope(again)).toMatchObject({ code: Code.Warning, msg: '登录尝试过于频繁，请 15 分钟后再试' });
    expect(again.cookies).toHaveLength(0);
  });

  it('guessing from many addresses slows the account down, but the owner with the right password gets in', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const guessing = await holdsDuring(async () => {
      for (let address = 0; address < 10; address++) {
        const from = uniqueAddress();
        for (let i = 0; i < 5; i++)
          expect(envelope(await postLogin(t.app, user.username, WRONG, from)).msg).toBe(FAILED);
      }
    });
    // From the 11th failure on, every guess waits before its password is checked.
    expect(guessing).toEqual(Array(40).fill(HOLD_MS));

    const wrongElsewhere = await holdsDuring(async () => {
      expect(envelope(await postLogin(t.app, user.username, WRONG, uniqueAddress())).msg).toBe(FAILED);
    });
    expect(wrongElsewhere).toEqual([HOLD_MS]);
    const owner = await holdsDuring(async () => {
      expect(envelope(await postLogin(t.app, user.username, 'demo1234', uniqueAddress())).code).toBe(Code.Success);
    });
    expect(owner).toEqual([HOLD_MS]);
    expect(await sessionsOf(t.db, user.id)).toHaveLength(1);
  });

  it('failures on many accounts from one address do not lock out a colleague behind the same address', async () => {
    const office = uniqueAddress();
    for (let i = 0; i < 30; i++) await postLogin(t.app, `guess-${i}`, WRONG, office);
    const colleague = await holdsDuring(async () => {
      expect(envelope(await postLogin(t.app, 'staff', 'demo1234', office)).code).toBe(Code.Success);
    });
    expect(colleague).toEqual([HOLD_MS]);

    // Only a flood of 100 failures shuts the address out, before any argon2 verification.
    for (let i = 30; i < 100; i++)
      expect(envelope(await postLogin(t.app, `guess-${i}`, WRONG, office)).msg).toBe(FAILED);
    expect(envelope(await postLogin(t.app, 'manager', 'demo1234', office)).msg).toMatch(THROTTLED);
  });

  it('guesses sent at once are counted before they are answered', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const from = uniqueAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => postLogin(t.app, user.username, WRONG, from).then((res) => envelope(res).msg)),
    );
    expect(answers.filter((msg) => msg === FAILED)).toHaveLength(5);
    expect(answers.filter((msg) => THROTTLED.test(msg))).toHaveLength(15);
  });

  it('a right password clears the failures of its own address', async () => {
    const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
    const from = uniqueAddress();
    for (let i = 0; i < 4; i++) await postLogin(t.app, user.username, WRONG, from);
    await login(t.app, user.username, 'demo1234', from);
    for (let i = 0; i < 4; i++) expect(envelope(await postLogin(t.app, user.username, WRONG, from)).msg).toBe(FAILED);
    expect(envelope(await postLogin(t.app, user.username, 'demo1234', from)).code).toBe(Code.Success);
  });
});

describe('client address behind a proxy (TRUST_PROXY)', () => {
  /** The real app trusting what TRUST_PROXY says; each gets limiters of its own. */
  async function appTrusting(setting: string) {
    return buildApp({ db: t.db, trustProxy: loadConfig({ TRUST_PROXY: setting }).trustProxy });
  }

  const viaProxy = (forwardedFor: string) => ({
    remoteAddress: '127.0.0.1',
    headers: { 'x-forwarded-for': forwardedFor },
  });

  it.each([
    ['the proxy address', '127.0.0.1'],
    ['a hop count', '1'],
  ])(
    'trusting %s, a forged X-Forwarded-For neither escapes the throttle nor reaches the login log',
    async (_how, setting) => {
      const app = await appTrusting(setting);
      try {
        const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
        const attempt = (forged: string) =>
          callApi(app, undefined, UserCalls.login, {
            body: { username: user.username, password: WRONG },
            ...viaProxy(`${forged}, 5.6.7.8`),
          });
        const answers: string[] = [];
        for (let i = 0; i < 8; i++) answers.push(envelope(await attempt(`1.2.3.${i}`)).msg);
        expect(answers.slice(0, 5)).toEqual(Array(5).fill(FAILED));
        for (const msg of answers.slice(5)) expect(msg).toMatch(THROTTLED);

        const logged = await t.db.select().from(loginLog).where(eq(loginLog.username, user.username));
        expect(new Set(logged.map((row) => row.address))).toEqual(new Set(['5.6.7.8']));
      } finally {
        await app.close();
      }
    },
  );

  it('ignores X-Forwarded-For from an address that is not a trusted proxy', async () => {
    const app = await appTrusting('127.0.0.1');
    try {
      const user = await createUser(t.db, { role: 'staff', ownerKey: 'hdny' });
      await callApi(app, undefined, UserCalls.login, {
        body: { username: user.username, password: WRONG },
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': '1.2.3.4' },
      });
      const [logged] = await t.db.select().from(loginLog).where(eq(loginLog.username, user.username));
      expect(logged?.address).toBe('10.9.9.9');
    } finally {
      await app.close();
    }
  });
});
