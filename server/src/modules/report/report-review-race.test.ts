import { Code, FormCalls, ReportCalls, type ReportRow, type WorkflowActBody } from '@app/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { envelope } from '../../../test/http.js';
import { workflowInstances } from '../workflow/workflow.table.js';
import {
  approver,
  auditCount,
  closedBy,
  decidedOnce,
  historyOf,
  REVIEW_ITEMS,
  reviewKit,
  tasksOf,
} from '../workflow/workflow.test-support.js';
import { type Member, reportKit } from './report.test-support.js';

const t = useTestApp();
const kit = reportKit(t);
const review = reviewKit(t);

const AT_ONCE = 20;

/**
 * Inspection reports of one project, reviewed by a checker and then a signer (templates of their own,
 * so the demo workflow's binding of the family plays no part); every act is sent 20 times at once at
 * the revision its assignee read, and exactly one may take effect.
 */
let inspector: Member;
let checker: Member;
let signer: Member;
let projectId: number;
let templateId: number;

beforeAll(async () => {
  const project = await kit.newProject();
  projectId = project.id;
  inspector = await kit.member('staff', [[projectId, 'staff']], '孙检验');
  checker = await kit.member('manager', [[projectId, 'manager']], '吴审核');
  signer = await kit.member('manager', [[projectId, 'manager']], '郑签发');
  const admin = await signedIn(t, 'hdny');
  templateId = await review.template(admin, 'inspection', REVIEW_ITEMS);
  await review.definition(
    admin,
    [approver('check', [checker.user.id]), approver('sign', [signer.user.id])],
    [templateId],
  );
});

/** A new inspection report, submitted: in review, the checker's task open. Answers its form id. */
async function inReview() {
  const id = await kit.created(inspector, {
    report_type: 'inspection',
    template_id: templateId,
    project_id: projectId,
    report_date: '2026-05-10',
    conclusion: 'pass',
  });
  const res = envelope(
    await inspector.call(FormCalls.submitInstance, { body: { id, revision: 0, data: { note: '合格', amount: 5 } } }),
  );
  expect(res.code, res.msg).toBe(Code.Success);
  return id;
}

/** The report as its writer's list shows it. */
async function listed(id: number) {
  const rows = envelope<{ result: ReportRow[] }>(
    await inspector.call(ReportCalls.list, { query: { mine: 'true', 'per-page': 100 } }),
  ).data.result;
  return rows.find((row) => row.id === id);
}

const instanceOf = async (id: number) =>
  (await t.db.select().from(workflowInstances).where(eq(workflowInstances.id, id)))[0];

/** The submitter's inbox notices about the report, by kind. */
const noticesAbout = async (who: Member, id: number) =>
  (await review.inbox(who))
    .filter((item) => item.link === `/project/found/report/list/detail/${id}/${templateId}`)
    .map((item) => item.kind);

const taskStates = async (instanceId: number) =>
  (await tasksOf(t, instanceId)).sort((a, b) => a.id - b.id).map((task) => [task.nodeId, task.status, task.assigneeId]);

describe('20 approvals of one review task at once', () => {
  it('one takes effect, the others are told who approved, the next node opens once and the report is accepted once', async () => {
    const id = await inReview();
    const approve = { action: 'approve', comment: '同意' } as const;
    const first = await review.actAtOnce(
      checker,
      id,
      Array.from({ length: AT_ONCE }, () => approve),
    );
    decidedOnce(first.answers, closedBy('吴审核', '同意'));
    expect(await historyOf(t, first.instanceId)).toEqual(['submit', 'approve']);
    expect(await taskStates(first.instanceId)).toEqual([
      ['check', 'approved', checker.user.id],
      ['sign', 'open', signer.user.id],
    ]);
    expect(await auditCount(t, 'workflow_tasks', first.taskId)).toBe(1);
    expect(await instanceOf(first.instanceId)).toMatchObject({
      status: 'in_review',
      revision: first.revision + 1,
      nodeStates: { check: 'done', sign: 'active' },
    });
    expect(await noticesAbout(signer, id)).toEqual(['task']);
    expect((await listed(id))?.status).toBe('in_review');

    const last = await review.actAtOnce(
      signer,
      id,
      Array.from({ length: AT_ONCE }, () => approve),
    );
    decidedOnce(last.answers, closedBy('郑签发', '同意'));
    expect(await historyOf(t, last.instanceId)).toEqual(['submit', 'approve', 'approve', 'approved']);
    expect(await taskStates(last.instanceId)).toEqual([
      ['check', 'approved', checker.user.id],
      ['sign', 'approved', signer.user.id],
    ]);
    expect(await auditCount(t, 'workflow_tasks', last.taskId)).toBe(1);
    expect(await instanceOf(last.instanceId)).toMatchObject({ status: 'approved', revision: last.revision + 1 });
    expect(await noticesAbout(inspector, id)).toEqual(['result']);
    expect((await listed(id))?.status).toBe('approved');
  });
});

type ActBody = Omit<WorkflowActBody, 'task_id' | 'revision'>;

/**
 * The acts of the mix: what the refusals call the one that took effect, the events it adds, and where
 * it leaves the review (the report list shows the review's status).
 */
const MOVES: Record<
  'approve' | 'sendBack' | 'sendBackToCheck' | 'reject',
  { body: ActBody; said: string; events: string[]; status: string; tasks: [string, string][] }
> = {
  approve: {
    body: { action: 'approve', comment: '同意' },
    said: '同意',
    events: ['approve', 'approved'],
    status: 'approved',
    tasks: [
      ['check', 'approved'],
      ['sign', 'approved'],
    ],
  },
  sendBack: {
    body: { action: 'send_back', comment: '请补充' },
    said: '退回',
    events: ['send_back'],
    status: 'sent_back',
    tasks: [
      ['check', 'approved'],
      ['sign', 'sent_back'],
    ],
  },
  sendBackToCheck: {
    body: { action: 'send_back', target_node_id: 'check', comment: '请复核' },
    said: '退回',
    events: ['send_back'],
    status: 'in_review',
    tasks: [
      ['check', 'approved'],
      ['sign', 'sent_back'],
      ['check', 'open'],
    ],
  },
  reject: {
    body: { action: 'reject', comment: '不合格' },
    said: '驳回',
    events: ['reject', 'rejected'],
    status: 'rejected',
    tasks: [
      ['check', 'approved'],
      ['sign', 'rejected'],
    ],
  },
};
type Move = keyof typeof MOVES;
const ORDER = Object.keys(MOVES) as Move[];

describe('20 mixed acts of one review task at once', () => {
  // Each case sends a different act first. The first sent usually wins (on PostgreSQL the others
  // still reach the instance's row while it is taken, and wait), so every kind is seen winning.
  it.each(ORDER)(
    'approvals, send-backs and rejections sent with %s first: exactly one decides, and the review is where that one left it',
    async (firstMove) => {
      const id = await inReview();
      await review.acted(checker, id, { action: 'approve' });
      const start = ORDER.indexOf(firstMove);
      const moves = Array.from({ length: AT_ONCE }, (_, index) => ORDER[(start + index) % ORDER.length] as Move);
      const race = await review.actAtOnce(
        signer,
        id,
        moves.map((move) => MOVES[move].body),
      );
      const won = decidedOnce(race.answers, closedBy('郑签发', '(同意|退回|驳回)'));
      const move = MOVES[moves[won] as Move];
      // The refusals name the act that took effect.
      const refusals = race.answers.filter((_, index) => index !== won).map((res) => envelope(res).msg);
      expect(refusals).toEqual(refusals.map(() => expect.stringMatching(closedBy('郑签发', move.said))));

      expect(await historyOf(t, race.instanceId)).toEqual(['submit', 'approve', ...move.events]);
      expect((await taskStates(race.instanceId)).map(([node, status]) => [node, status])).toEqual(move.tasks);
      expect(await auditCount(t, 'workflow_tasks', race.taskId)).toBe(1);
      expect((await instanceOf(race.instanceId))?.status).toBe(move.status);
      expect((await listed(id))?.status).toBe(move.status);
      const reopened = moves[won] === 'sendBackToCheck';
      expect(await noticesAbout(checker, id)).toEqual(reopened ? ['task', 'task'] : ['task']);
      const told = await noticesAbout(inspector, id);
      expect(told.filter((kind) => kind === 'result' || kind === 'sent_back')).toHaveLength(reopened ? 0 : 1);
    },
  );
});
