import { Code, ReportCalls, WorkflowCalls, type WorkflowInstanceDetail } from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { ownerByKey } from '../../../test/factories.js';
import { api, envelope, expectFieldErrors } from '../../../test/http.js';
import { owners } from '../../core/owner.table.js';
import { forgetCachedSessions } from '../../platform/session.js';
import {
  documentXml,
  exportKit,
  partText,
  storedLogo,
  TITLE,
  unzipped,
  useExportApp,
} from './report-export.test-support.js';

const t = useExportApp();
const kit = exportKit(t);

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const exportUrl = (id: number | string, format = 'docx') => `/api/report/export?id=${id}&format=${format}`;

/** An inspector of HDNY-2026-002 named `name`, with his submitted inspection report. */
async function writerWithReport(name = '王检验') {
  const projectId = await kit.projectId('HDNY-2026-002');
  const writer = await kit.member('staff', [[projectId, 'staff']], name);
  return { writer, report: await kit.submittedReport(writer) };
}

describe('GET /api/report/export as Word', () => {
  it('answers the report as a .docx named by its number: title, header, answers in order and the photo', async () => {
    const { writer, report } = await writerWithReport();
    const res = await writer.call.get(exportUrl(report.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(DOCX);
    expect(report.number).not.toBe('');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(report.number)}.docx`);

    const docx = res.rawPayload;
    const xml = documentXml(docx);
    // Title, number and the header as people read it, in Chinese.
    for (const text of [TITLE, report.number, '检验报告', '2025年4月2日', '合格', '王检验', 'DW-ZB-01']) {
      expect(xml).toContain(text);
    }
    // Chinese is set in 宋体 (SimSun).
    expect(partText(docx, 'word/styles.xml')).toMatch(/w:eastAsia="SimSun"/);
    // The answers in the form's order: the equipment by name, days, pass/fail in words, the
    // measured value marked out of tolerance, the table's cells, the photo's EXIF time and place.
    const answers = [
      '被检设备',
      '2025年4月1日',
      '外观检查',
      '20.8 mm（超出允许偏差 20 +0.5/-0.5）',
      '铁心叠装',
      '不合格',
      '拍摄于 2025-04-02 09:30 · 位置 31.24017°N, 121.47000°E',
      '王检验，2025-04-02 10:00',
    ];
    const at = answers.map((text) => xml.indexOf(text));
    expect(
      at.every((index) => index > 0),
      JSON.stringify(answers.filter((_, i) => (at[i] ?? -1) < 0)),
    ).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    // The photo and the signature are embedded pictures.
    const media = Object.keys(unzipped(docx)).filter((name) => name.startsWith('word/media/'));
    expect(media.length).toBe(2);
  });

  it('marks in the review history an approval its author made under the owner’s relaxed four-eyes rule', async () => {
    const projectId = await kit.projectId('HDNY-2026-002');
    const manager = await kit.member('manager', [[projectId, 'manager']], '钱经理');
    const admin = await signedIn(t, 'hdny', 'admin');
    const relax = async (relaxed: boolean) =>
      envelope(await admin.call(WorkflowCalls.setIndependence, { body: { kind: 'form_review', relaxed } })).code;
    expect(await relax(true)).toBe(Code.Success);
    try {
      const report = await kit.submittedReport(manager);
      const review = envelope<WorkflowInstanceDetail>(
        await manager.call(WorkflowCalls.instanceOfForm, { query: { form_id: report.id } }),
      ).data;
      expect(review.my_task?.node_name).toBe('项目经理审核');
      const body = { task_id: review.my_task?.id, revision: review.revision, action: 'approve' };
      expect(envelope(await manager.call(WorkflowCalls.act, { body })).code).toBe(Code.Success);
      const xml = documentXml((await manager.call.get(exportUrl(report.id))).rawPayload);
      expect(xml).toContain('同意（本人审核，四眼原则已放宽）');
    } finally {
      expect(await relax(false)).toBe(Code.Success);
    }
  });

  it("writes the caller's language", async () => {
    const { writer, report } = await writerWithReport();
    const res = await writer.call.get(exportUrl(report.id), { 'accept-language': 'en' });
    const xml = documentXml(res.rawPayload);
    for (const text of ['Inspection report', 'April 2, 2025', 'Pass', 'Fail', 'Taken 2025-04-02 09:30']) {
      expect(xml).toContain(text);
    }
  });

  it('lets the uploader and holders of the report list’s export right export; other readers are refused', async () => {
    const { report } = await writerWithReport();
    // A colleague on the project reads the report in the list but holds no export right.
    const colleague = await kit.member('staff', [[report.projectId, 'staff']]);
    expect(envelope(await colleague.call(ReportCalls.list)).code).toBe(Code.Success);
    expect(envelope(await colleague.call.get(exportUrl(report.id))).code).toBe(Code.NoPermission);
    // The administrator holds every right of the owner.
    const admin = await signedIn(t, 'hdny');
    expect((await admin.call.get(exportUrl(report.id))).headers['content-type']).toBe(DOCX);
  });

  it("keeps another owner's reports and others' drafts out: not found", async () => {
    const { writer, report } = await writerWithReport();
    const stranger = await signedIn(t, 'xnsd');
    expect(envelope(await stranger.call.get(exportUrl(report.id))).code).toBe(Code.NotFound);

    const draft = await kit.created(writer, {
      report_type: 'patrol',
      project_id: report.projectId,
      report_date: '2025-04-03',
      conclusion: 'pass',
    });
    // The draft is its writer's to export (named by its template while it has no number), nobody else's.
    const own = await writer.call.get(exportUrl(draft));
    expect(own.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('巡检记录')}.docx`);
    const admin = await signedIn(t, 'hdny');
    expect(envelope(await admin.call.get(exportUrl(draft))).code).toBe(Code.NotFound);
    expect(envelope(await admin.call.get(exportUrl(2_000_000))).code).toBe(Code.NotFound);
  });

  it("shows the owner's logo when it is a file stored for the owner, and no other picture", async () => {
    const { writer, report } = await writerWithReport();
    const pictures = async () =>
      Object.keys(unzipped((await writer.call.get(exportUrl(report.id))).rawPayload)).filter((name) =>
        name.startsWith('word/media/'),
      ).length;
    const hdny = await ownerByKey(t.db, 'hdny');
    // As the owner settings change it: the sessions read the owner afresh.
    const setLogo = async (logo: string) => {
      await t.db.update(owners).set({ logo }).where(eq(owners.id, hdny.id));
      forgetCachedSessions();
    };
    const ownLogo = await storedLogo(t, 'hdny', writer.user.id);
    const foreignLogo = await storedLogo(t, 'xnsd', (await signedIn(t, 'xnsd')).user.id);
    try {
      await setLogo(ownLogo);
      expect(await pictures()).toBe(3);
      for (const logo of [foreignLogo, 'https://example.com/logo.png']) {
        await setLogo(logo);
        expect(await pictures()).toBe(2);
      }
    } finally {
      await setLogo('');
    }
  });

  it('answers a field error for a bad format or id, and -1 without a session', async () => {
    const admin = await signedIn(t, 'hdny');
    expectFieldErrors(await admin.call.get(exportUrl(1, 'xls')), ['format']);
    expectFieldErrors(await admin.call.get(exportUrl('abc')), ['id']);
    expectFieldErrors(await admin.call.get('/api/report/export?format=docx'), ['id']);
    expect(envelope(await api(t.app).get(exportUrl(1))).code).toBe(Code.NotLoggedIn);
  });
});
