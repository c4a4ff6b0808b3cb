import { KICK_REASONS, PUSH } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app.js';
import { createUser, ownerByKey } from '../../test/factories.js';
import { login } from '../../test/http.js';
import { counting, settle, socketClients, within } from '../../test/sockets.js';
import { buildApp } from '../app.js';
import { pushToMembers, withPushes } from './pushes.js';

/**
 * Issue 33, points 3 and 4: nodes of one installation on one database, pushes carried between them
 * by Redis (REDIS_URL). TEST_REDIS_URL names the Redis these tests may use (CI starts one).
 */
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('two nodes on one database and one Redis', () => {
  let one: TestApp;
  let two: FastifyInstance;
  let alone: FastifyInstance;
  const bases = { two: '', alone: '' };
  const onTwo = socketClients(() => bases.two);
  const onAlone = socketClients(() => bases.alone);

  beforeAll(async () => {
    one = await buildTestApp({ redisUrl });
    two = await buildApp({ db: one.db, redisUrl });
    // A node of the same database that is not linked: what it does not hear, Redis carried to the other.
    alone = await buildApp({ db: one.db });
    bases.two = await two.listen({ host: '127.0.0.1', port: 0 });
    bases.alone = await alone.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    onTwo.closeAll();
    onAlone.closeAll();
    await Promise.all([two?.close(), alone?.close()]);
    await one?.close();
  });

  it("carries a push sent on node 1 to the member's socket on node 2, and to nobody of another owner", async () => {
    const member = await createUser(one.db, { role: 'staff', ownerKey: 'hdny' });
    const stranger = await createUser(one.db, { role: 'staff', ownerKey: 'xnsd' });
    const hdny = await ownerByKey(one.db, 'hdny');
    const heard = counting(await onTwo.connect(await login(one.app, member.username)), PUSH.inbox);
    const unlinked = counting(
      await onAlone.connect(await login(one.app, member.username, undefined, '10.0.0.2')),
      PUSH.inbox,
    );
    const other = counting(await onTwo.connect(await login(one.app, stranger.username)), PUSH.inbox);

    await withPushes(one.app.realtime.send, async () => pushToMembers(PUSH.inbox, hdny.id, [member.id]));
    await within(() => heard.count > 0);
    await settle();
    expect(heard.count).toBe(1);
    expect(other.count).toBe(0);
    expect(unlinked.count).toBe(0);
  });

  // Each node sweeps its own sockets' sessions in the database, so a kick needs no Redis; the reason
  // an end noted stays in the memory of the node that ended it, and another process's node says
  // the session ended (KICK_REASONS' 'ended'). In one test process the two share that memory.
  it('kicks the socket on node 2 of a session ended on node 1', async () => {
    const member = await createUser(one.db, { role: 'staff', ownerKey: 'hdny' });
    const socket = await onTwo.connect(await login(one.app, member.username));
    const reason = new Promise<string>((resolve) => socket.once(PUSH.kicked, (push) => resolve(push.reason)));
    // Signed in again, on node 1: one live session per user (SPEC §4).
    await login(one.app, member.username);
    expect(KICK_REASONS).toContain(await reason);
  });
});
