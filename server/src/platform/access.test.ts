import { Code, type Role } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { withRevoked } from '../../test/admin.js';
import { useTestApp } from '../../test/app.js';
import { createUser, ownerByKey } from '../../test/factories.js';
import { requireConfigOwner, type ScopePages, scopeOwner } from './access.js';
import { AppError } from './app-error.js';
import { requirePermission } from './permission.js';
import type { OwnerCtx } from './session.js';

const t = useTestApp();

const PAGES: ScopePages = { own: 'control-organization', config: 'config-organization' };

/** A member's context as the session layer builds it, without a request around it. */
async function memberCtx(ownerKey: string, role: Role = 'admin'): Promise<OwnerCtx> {
  const user = await createUser(t.db, { role, ownerKey });
  const owner = await ownerByKey(t.db, ownerKey);
  return { db: t.db, sessionHash: '', address: '127.0.0.1', user, owner, role, remember: (_key, read) => read() };
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof AppError ? error.envelopeCode : error),
  );

describe('scopeOwner: the configuration owner acting on another owner', () => {
  it("lets the configuration owner's admin scope a call to another owner", async () => {
    const ctx = await memberCtx('config');
    expect((await scopeOwner(ctx, 'xnsd', PAGES, 'update')).key).toBe('xnsd');
    expect((await scopeOwner(ctx, undefined, PAGES, null)).id).toBe(ctx.owner.id);
  });

  it("refuses owner= from an ordinary owner's admin with code 3, whether the owner exists or not", async () => {
    const ctx = await memberCtx('hdny');
    expect(await codeOf(scopeOwner(ctx, 'xnsd', PAGES, 'index'))).toBe(Code.NoPermission);
    expect(await codeOf(scopeOwner(ctx, 'nosuch', PAGES, null))).toBe(Code.NoPermission);
    expect((await scopeOwner(ctx, undefined, PAGES, 'index')).id).toBe(ctx.owner.id);
  });

  it('checks the configuration page before looking the owner up, then answers not found', async () => {
    const ctx = await memberCtx('config');
    const page = { ownerKey: 'config', role: 'admin', pageKey: 'config-organization', action: 'index' } as const;
    await withRevoked(t.db, page, async () => {
      expect(await codeOf(scopeOwner(ctx, 'nosuch', PAGES, 'index'))).toBe(Code.NoPermission);
    });
    expect(await codeOf(scopeOwner(ctx, 'nosuch', PAGES, 'index'))).toBe(Code.NotFound);
  });

  it('requireConfigOwner refuses every owner but the configuration one', async () => {
    expect(() => requireConfigOwner({ ...({} as OwnerCtx), owner: { isConfig: false } as OwnerCtx['owner'] })).toThrow(
      AppError,
    );
    expect(requireConfigOwner(await memberCtx('config'))).toBeUndefined();
  });
});

describe('page keys are typed', () => {
  it('a misspelt page key is a compile error, not a silent refusal', async () => {
    const ctx = await memberCtx('hdny');
    // @ts-expect-error 'user-tabel' is no route's name: tsc fails here if page keys are plain strings again.
    await expect(requirePermission(ctx, 'user-tabel', 'index')).rejects.toThrow(AppError);
    await expect(requirePermission(ctx, 'user-table', 'index')).resolves.toBeUndefined();
  });
});
