import {
  Code,
  REPORT_BATCHES_PER_OWNER,
  REPORT_BATCHES_PER_USER,
  type ReportBatchStatus,
  ReportExportCalls,
} from '@app/contract';
import { count, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { ownerByKey } from '../../../test/factories.js';
import { callApi, envelope, expectFieldErrors } from '../../../test/http.js';
import { HOOKS } from '../index.js';
import type { Member } from '../report/report.test-support.js';
import { BATCH_KEPT_MS, sweepExpiredBatches } from './batch.service.js';
import { zipKey } from './batch-job.js';
import { reportExportModule } from './index.js';
import { reportExports } from './report-export.table.js';
import { documentXml, exportKit, TITLE, unzipped, useExportApp } from './report-export.test-support.js';

const t = useExportApp();
const kit = exportKit(t);

const downloadUrl = (id: string) => `/api/report/export-batch/download?id=${id}`;

const start = async (who: Member, body: Record<string, unknown>) =>
  envelope<{ id: string }>(await who.call(ReportExportCalls.startBatch, { body }));
const statusOf = async (who: Member, id: string) =>
  envelope<ReportBatchStatus>(await who.call(ReportExportCalls.batchStatus, { query: { id } }));
const batchCount = async () => (await t.db.select({ n: count() }).from(reportExports))[0]?.n ?? 0;

/** Polls the batch until it has settled, as the list's progress dialog does. */
async function settled(who: Member, id: string): Promise<ReportBatchStatus> {
  for (let tries = 0; tries < 600; tries++) {
    const res = await statusOf(who, id);
    expect(res.code, res.msg).toBe(Code.Success);
    if (res.data.status === 'done' || res.data.status === 'failed') return res.data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`batch ${id} did not settle`);
}

/** A new project with an inspector who submitted `reports` inspection reports on it. */
async function projectWithReports(reports: number) {
  const project = await kit.newProject();
  const writer = await kit.member('staff', [[project.id, 'staff']]);
  const numbers: string[] = [];
  for (let i = 0; i < reports; i++) numbers.push((await kit.submittedReport(writer, { projectId: project.id })).number);
  return { project, writer, numbers, query: { 'filter[project_name]': project.name, sort: 'number' } };
}

describe('batch export of the report list', () => {
  it('runs queued → done, counting each report, and zips one Word document per report for its requester', async () => {
    const { numbers, query } = await projectWithReports(2);
    const admin = await signedIn(t, 'hdny');
    const started = await start(admin, { format: 'docx', query: { ...query, page: '3', 'per-page': '15' } });
    expect(started.code, started.msg).toBe(Code.Success);
    // Batches run one at a time: a second one waits in the queue while the first renders.
    const second = await start(admin, { format: 'docx', query });
    expect((await statusOf(admin, second.data.id)).data).toMatchObject({ status: 'queued', total: 2, done: 0 });

    expect(await settled(admin, started.data.id)).toEqual({
      status: 'done',
      format: 'docx',
      total: 2,
      done: 2,
      error: null,
    });
    expect((await settled(admin, second.data.id)).status).toBe('done');
    const res = await admin.call.get(downloadUrl(started.data.id));
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('报告导出'));
    const parts = unzipped(res.rawPayload);
    expect(Object.keys(parts).sort()).toEqual(numbers.map((number) => `${number}.docx`).sort());
    for (const part of Object.values(parts)) expect(documentXml(Buffer.from(part))).toContain(TITLE);
  });

  it('keeps a batch to its requester: another member or owner reads neither its state nor its zip', async () => {
    const { query } = await projectWithReports(1);
    const admin = await signedIn(t, 'hdny');
    const { data } = await start(admin, { format: 'docx', query });
    await settled(admin, data.id);
    const colleague = await signedIn(t, 'hdny');
    const stranger = await signedIn(t, 'xnsd');
    for (const other of [colleague, stranger]) {
      expect((await statusOf(other, data.id)).code).toBe(Code.NotFound);
      expect(envelope(await other.call.get(downloadUrl(data.id))).code).toBe(Code.NotFound);
    }
    expect(
      envelope(await callApi(t.app, undefined, ReportExportCalls.batchStatus, { query: { id: data.id } })).code,
    ).toBe(Code.NotLoggedIn);
  });

  it('refuses more than 500 reports, or none, and stores nothing', async () => {
    const { project, writer, query } = await projectWithReports(0);
    await kit.bulkReports(project.id, writer.user.id, 501);
    const admin = await signedIn(t, 'hdny');
    const before = await batchCount();
    const tooMany = await start(admin, { format: 'pdf', query });
    expect(tooMany).toMatchObject({
      code: Code.IllegalOperation,
      msg: '一次最多导出 500 份报告，请用筛选条件缩小范围',
    });
    const none = await start(admin, { format: 'docx', query: { 'filter[project_name]': '没有这个项目' } });
    expect(none.code).toBe(Code.IllegalOperation);
    expect(await batchCount()).toBe(before);
  });

  it("needs the list page's export right: an inspector batches his own reports (个人报告), not his projects'", async () => {
    const { writer, query } = await projectWithReports(1);
    const before = await batchCount();
    expect((await start(writer, { format: 'docx', query })).code).toBe(Code.NoPermission);
    expect(await batchCount()).toBe(before);
    const own = await start(writer, { format: 'docx', query, mine: true });
    expect(own.code, own.msg).toBe(Code.Success);
    expect((await settled(writer, own.data.id)).status).toBe('done');
    expect(await batchCount()).toBe(before + 1);
  });

  it('answers field errors for a bad format, query or id, storing nothing', async () => {
    const admin = await signedIn(t, 'hdny');
    const before = await batchCount();
    expectFieldErrors(await admin.call(ReportExportCalls.startBatch, { body: { format: 'xls', query: {} } }), [
      'format',
    ]);
    expectFieldErrors(
      await admin.call(ReportExportCalls.startBatch, { body: { format: 'docx', query: { sort: 1 } } }),
      ['query.sort'],
    );
    expectFieldErrors(
      await admin.call(ReportExportCalls.startBatch, { body: { format: 'docx', query: { 'filter[nope]': 'x' } } }),
      ['filter[nope]'],
    );
    expectFieldErrors(
      await admin.call(ReportExportCalls.startBatch, { body: { format: 'docx', query: { sort: '-bogus' } } }),
      ['sort'],
    );
    expectFieldErrors(await admin.call(ReportExportCalls.batchStatus, { query: { id: 'not-a-uuid' } }), ['id']);
    expectFieldErrors(await admin.call.get(downloadUrl('1')), ['id']);
    expect(await batchCount()).toBe(before);
  });

  it('serves no zip before it is done; a restart fails what was left running; a day later rows and zips go', async () => {
    const admin = await signedIn(t, 'hdny');
    const owner = await ownerByKey(t.db, 'hdny');
    const row = { ownerId: owner.id, userId: admin.user.id, format: 'docx' as const, query: {} };
    const [running] = await t.db
      .insert(reportExports)
      .values({ ...row, status: 'running' })
      .returning();
    if (!running) throw new Error('insert returned nothing');
    expect(envelope(await admin.call.get(downloadUrl(running.id))).code).toBe(Code.IllegalOperation);

    const deps = { db: t.db, storage: t.store.storage, converter: t.store.deps.converter, hooks: HOOKS };
    await reportExportModule.onStart?.(deps);
    expect((await statusOf(admin, running.id)).data).toMatchObject({
      status: 'failed',
      error: '服务器重启，导出已中断，请重新导出',
    });
    const english = envelope<ReportBatchStatus>(
      await admin.call(ReportExportCalls.batchStatus, {
        query: { id: running.id },
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(english.data.error).toBe('The server restarted and the export stopped; export again');

    const [old] = await t.db
      .insert(reportExports)
      .values({ ...row, status: 'done', createdAt: new Date(Date.now() - BATCH_KEPT_MS - 60_000) })
      .returning();
    if (!old) throw new Error('insert returned nothing');
    await t.db
      .update(reportExports)
      .set({ filePath: zipKey(old.id) })
      .where(eq(reportExports.id, old.id));
    await t.store.storage.write(zipKey(old.id), Buffer.from('zip'), 'application/zip');
    await sweepExpiredBatches(t.db, t.store.storage);
    expect(await t.store.storage.size(zipKey(old.id))).toBeNull();
    const left = await t.db.select({ id: reportExports.id }).from(reportExports);
    expect(left.map((r) => r.id)).toContain(running.id);
    expect(left.map((r) => r.id)).not.toContain(old.id);
  });
});

/** `n` batches of `userId` in hdny waiting in the queue, as rows only: nothing runs them. */
async function waitingBatches(userId: number, n: number): Promise<string[]> {
  const owner = await ownerByKey(t.db, 'hdny');
  const row = { ownerId: owner.id, userId, format: 'docx' as const, query: {} };
  const rows = await t.db
    .insert(reportExports)
    .values(Array.from({ length: n }, () => row))
    .returning({ id: reportExports.id });
  return rows.map((r) => r.id);
}
const forget = (ids: string[]) => t.db.delete(reportExports).where(inArray(reportExports.id, ids));

describe('fair batches', () => {
  it(`refuses a user's batch past ${REPORT_BATCHES_PER_USER} queued or running, naming the limit, and stores nothing`, async () => {
    const { query } = await projectWithReports(1);
    const admin = await signedIn(t, 'hdny');
    const waiting = await waitingBatches(admin.user.id, REPORT_BATCHES_PER_USER);
    const before = await batchCount();
    expect(await start(admin, { format: 'docx', query })).toMatchObject({
      code: Code.IllegalOperation,
      msg: '您已有 3 个批量导出在排队或进行中，请等其完成后再导出',
    });
    const english = envelope(
      await admin.call(ReportExportCalls.startBatch, {
        body: { format: 'docx', query },
        headers: { 'accept-language': 'en' },
      }),
    );
    expect(english.msg).toBe('You already have 3 batch exports queued or running; export again when they are done');
    expect(await batchCount()).toBe(before);

    // A settled batch frees its place.
    const [first = ''] = waiting;
    await t.db.update(reportExports).set({ status: 'done' }).where(eq(reportExports.id, first));
    const next = await start(admin, { format: 'docx', query });
    expect(next.code, next.msg).toBe(Code.Success);
    await settled(admin, next.data.id);
    await forget(waiting);
  });

  it(`refuses an owner's batch past ${REPORT_BATCHES_PER_OWNER} of its members', and stores nothing`, async () => {
    const { query } = await projectWithReports(1);
    const colleagues = [await signedIn(t, 'hdny'), await signedIn(t, 'hdny'), await signedIn(t, 'hdny')];
    const waiting: string[] = [];
    for (const [i, colleague] of colleagues.entries()) {
      waiting.push(...(await waitingBatches(colleague.user.id, i === 0 ? REPORT_BATCHES_PER_OWNER - 6 : 3)));
    }
    const admin = await signedIn(t, 'hdny');
    const before = await batchCount();
    expect(await start(admin, { format: 'docx', query })).toMatchObject({
      code: Code.IllegalOperation,
      msg: '本单位已有 10 个批量导出在排队或进行中，请稍后再导出',
    });
    expect(await batchCount()).toBe(before);
    await forget(waiting);
  });

  it(`counts concurrent calls of one user against each other: five at once start ${REPORT_BATCHES_PER_USER}`, async () => {
    const { query } = await projectWithReports(1);
    const admin = await signedIn(t, 'hdny');
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(admin, { format: 'docx', query })));
    const started = answers.filter((a) => a.code === Code.Success);
    expect(started).toHaveLength(REPORT_BATCHES_PER_USER);
    expect(answers.filter((a) => a.code === Code.IllegalOperation)).toHaveLength(5 - REPORT_BATCHES_PER_USER);
    for (const { data } of started) expect((await settled(admin, data.id)).status).toBe('done');
  });

  it("takes batches round-robin across users: another user's one batch runs before the first user's second", async () => {
    const { project, writer, query } = await projectWithReports(0);
    // Enough reports that the first batch is still rendering when the other user's comes.
    await kit.bulkReports(project.id, writer.user.id, 20);
    const many = await signedIn(t, 'hdny');
    const one = await signedIn(t, 'hdny');
    const manyIds: string[] = [];
    for (let i = 0; i < REPORT_BATCHES_PER_USER; i++)
      manyIds.push((await start(many, { format: 'docx', query })).data.id);
    const oneId = (await start(one, { format: 'docx', query })).data.id;
    expect((await settled(one, oneId)).status).toBe('done');
    for (const id of manyIds) expect((await settled(many, id)).status).toBe('done');

    const rows = await t.db
      .select({ id: reportExports.id, finishedAt: reportExports.finishedAt })
      .from(reportExports)
      .where(inArray(reportExports.id, [...manyIds, oneId]));
    const order = rows
      .sort((a, b) => (a.finishedAt?.getTime() ?? 0) - (b.finishedAt?.getTime() ?? 0))
      .map((row) => (row.id === oneId ? 'one' : `many-${manyIds.indexOf(row.id) + 1}`));
    expect(order).toEqual(['many-1', 'one', 'many-2', 'many-3']);
  });
});
