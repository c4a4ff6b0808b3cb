import { type Clause, type ClauseTree, Code, CriterionCalls, type Law, LawCalls } from '@app/contract';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { signedIn } from '../../../test/admin.js';
import { envelope } from '../../../test/http.js';
import type { Db } from '../../platform/db.js';
import { criterionClauses } from './criterion.table.js';

export type Caller = Awaited<ReturnType<typeof signedIn>>['call'];

let serial = 0;
/** A new standard of the caller's owner, for one test's clauses. */
export async function createStandard(call: Caller): Promise<Law> {
  serial += 1;
  const res = envelope<Law>(
    await call(LawCalls.create, {
      body: {
        code: `Q/CLAUSE ${serial}-${Date.now()}`,
        title: '条款测试标准',
        enable_date: '2024-01-01',
        status: 'current',
      },
    }),
  );
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
}

export async function addClause(call: Caller, lawId: number, code: string, title = `条款 ${code}`, requirement = '') {
  const res = envelope<Clause>(
    await call(CriterionCalls.create, { query: { law_id: lawId }, body: { code, title, requirement } }),
  );
  expect(res.code, `${code}: ${res.msg}`).toBe(Code.Success);
  return res.data;
}

export async function treeOf(call: Caller, lawId: number): Promise<ClauseTree> {
  const res = envelope<ClauseTree>(await call(CriterionCalls.tree, { query: { law_id: lawId } }));
  expect(res.code, res.msg).toBe(Code.Success);
  return res.data;
}

export const codesOf = async (call: Caller, lawId: number) => (await treeOf(call, lawId)).clauses.map((c) => c.code);

export async function clauseCount(db: Db, lawId?: number): Promise<number> {
  const query = db.select({ n: count() }).from(criterionClauses);
  const [row] = await (lawId === undefined ? query : query.where(eq(criterionClauses.lawId, lawId)));
  return row?.n ?? 0;
}
