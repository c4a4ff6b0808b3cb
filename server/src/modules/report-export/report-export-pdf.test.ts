import { spawnSync } from 'node:child_process';
import { Code, type ReportBatchStatus, ReportExportCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { envelope } from '../../../test/http.js';
import { pdfText } from '../files/conversion/conversion.test-support.js';
import { findProgram } from '../files/conversion/converter.js';
import { exportKit, TITLE, useExportApp } from './report-export.test-support.js';

const t = useExportApp();
const kit = exportKit(t);
const hasConverter = (await findProgram('soffice')) !== null;

/** The fonts a PDF embeds, as pdffonts lists them. */
const pdfFonts = (pdf: Buffer) => spawnSync('pdffonts', ['-'], { input: pdf }).stdout.toString();

describe('GET /api/report/export as PDF', () => {
  it.skipIf(!hasConverter)(
    'converts the Word document with 宋体 drawn in Noto Serif CJK: its text reads back in Chinese',
    { timeout: 120_000 },
    async () => {
      const projectId = await kit.projectId('HDNY-2026-002');
      const writer = await kit.member('staff', [[projectId, 'staff']], '李检验');
      const report = await kit.submittedReport(writer);
      const res = await writer.call.get(`/api/report/export?id=${report.id}&format=pdf`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${encodeURIComponent(report.number)}.pdf`);
      const pdf = res.rawPayload;
      const text = pdfText(pdf);
      for (const words of [TITLE, report.number, '检验报告', '李检验', '铁心叠装', '拍摄于 2025-04-02 09:30']) {
        expect(text).toContain(words);
      }
      // The font alias file reached the converter: SimSun became Noto Serif CJK, not a fallback.
      expect(pdfFonts(pdf)).toMatch(/NotoSerifCJK/);
    },
  );

  it.skipIf(!hasConverter)(
    "serves one report's PDF while another user's PDF batch is converting, without waiting for the batch",
    { timeout: 300_000 },
    async () => {
      const project = await kit.newProject();
      const writer = await kit.member('staff', [[project.id, 'staff']]);
      const report = await kit.submittedReport(writer, { projectId: project.id });
      await kit.bulkReports(project.id, writer.user.id, 8);
      const admin = await signedIn(t, 'hdny');
      const query = { 'filter[project_name]': project.name };
      const batch = envelope<{ id: string }>(
        await admin.call(ReportExportCalls.startBatch, { body: { format: 'pdf', query } }),
      );
      expect(batch.code, batch.msg).toBe(Code.Success);
      const status = async () =>
        envelope<ReportBatchStatus>(await admin.call(ReportExportCalls.batchStatus, { query: { id: batch.data.id } }))
          .data;
      while ((await status()).status === 'queued') await new Promise((resolve) => setTimeout(resolve, 50));

      const single = await writer.call.get(`/api/report/export?id=${report.id}&format=pdf`);
      expect(single.statusCode).toBe(200);
      // The batch's nine conversions are far from done: the single one went before its next.
      const meanwhile = await status();
      expect(meanwhile.status).toBe('running');
      expect(meanwhile.done).toBeLessThan(meanwhile.total - 2);

      while (['queued', 'running'].includes((await status()).status)) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect((await status()).status).toBe('done');
    },
  );
});
