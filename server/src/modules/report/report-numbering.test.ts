import { Code, FormCalls, ReportCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope } from '../../../test/http.js';
import { REVIEW_ITEMS, reviewKit } from '../workflow/workflow.test-support.js';
import { reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);
const review = reviewKit(t);

describe('report numbers', () => {
  it('gives 20 reports submitted at once the numbers 0001 to 0020, with no gap and no number twice', async () => {
    const admin = await signedIn(t, 'hdny');
    const rule = envelope(
      await admin.call(FormCalls.saveNumberRule, {
        body: {
          family: 'witness',
          type_code: 'JZT',
          pattern: '{type}-{seq:4}',
        },
      }),
    );
    expect(rule.code, rule.msg).toBe(Code.Success);
    const templateId = await review.template(admin, 'witness', REVIEW_ITEMS);
    const project = await kit.newProject();
    const inspector = await kit.member('staff', [[project.id, 'staff']]);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      ids.push(
        await kit.created(inspector, {
          report_type: 'witness',
          template_id: templateId,
          project_id: project.id,
          report_date: '2026-06-01',
          conclusion: 'pass',
        }),
      );
    }
    const answered = await Promise.all(
      ids.map(async (id) =>
        envelope<{ number: string }>(
          await inspector.call(FormCalls.submitInstance, { body: { id, revision: 0, data: { note: '合格' } } }),
        ),
      ),
    );
    expect(answered.map((res) => res.code)).toEqual(ids.map(() => Code.Success));
    const expected = Array.from({ length: 20 }, (_, i) => `JZT-${String(i + 1).padStart(4, '0')}`);
    expect(answered.map((res) => res.data.number).sort()).toEqual(expected);
    // The list shows each report with its number.
    const listed = envelope<{ result: { number: string }[] }>(
      await inspector.call(ReportCalls.list, { query: { mine: 'true', 'per-page': 50 } }),
    ).data.result;
    expect(listed.map((row) => row.number).sort()).toEqual(expected);
  });
});
