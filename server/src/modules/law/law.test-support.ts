import { Code, type Law, type LawBody, LawCalls, type LawRow, type ListData } from '@app/contract';
import { count } from 'drizzle-orm';
import { expect } from 'vitest';
import type { signedIn } from '../../../test/admin.js';
import type { TestApp } from '../../../test/app.js';
import { envelope, type TestQuery } from '../../../test/http.js';
import { laws } from './law.table.js';

type Caller = Awaited<ReturnType<typeof signedIn>>['call'];

let serial = 0;

/** Laws made, counted, listed and searched through the app of `t`. */
export function lawKit(t: TestApp) {
  const lawBody = (fields: Partial<Record<keyof LawBody, unknown>> = {}) => ({
    code: `Q/TEST ${++serial}-2024`,
    title: '测试标准',
    issuer: '测试编制单位',
    enable_date: '2024-01-01',
    status: 'current',
    content: '',
    ...fields,
  });
  const lawCount = async () => (await t.db.select({ n: count() }).from(laws))[0]?.n ?? 0;

  async function createLaw(call: Caller, fields: Partial<Record<keyof LawBody, unknown>> = {}) {
    const res = envelope<Law>(await call(LawCalls.create, { body: lawBody(fields) }));
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  }

  const list = async (call: Caller, query: TestQuery<typeof LawCalls.list>) => {
    const res = envelope<ListData<LawRow>>(await call(LawCalls.list, { query }));
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data;
  };
  const search = (call: Caller, text: string) => list(call, { 'per-page': -1, 'filter[q]': text });

  return { lawBody, lawCount, createLaw, list, search };
}
