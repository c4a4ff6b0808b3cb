import { REPORT_TYPES } from '@app/contract';
import { asc, eq } from 'drizzle-orm';
import { chinaDay } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { clausesOfOwner } from '../criterion/public.js';
import { equipmentOfOwner } from '../equipment/public.js';
import { formsOfFamilies } from '../form/public.js';
import { unitIdOfUser } from '../inspection-unit/public.js';
import { projectPeopleOf, projectsWithInspectors } from '../project/public.js';
import { findingCategories, findingSteps, findings } from './finding.table.js';
import { seedCategories } from './finding-settings.service.js';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hour = 10) =>
  new Date(Date.now() - days * DAY - (Date.now() % DAY) + hour * 60 * 60 * 1000);

type Story = 'open' | 'overdue' | 'submitted' | 'returned' | 'closed' | 'closedLate';

/** A dozen findings: what was found, its type and theme, how its loop went. */
const FINDINGS: {
  text: string;
  where: string;
  type: string;
  theme: string;
  story: Story;
  important?: boolean;
  focus?: boolean;
  clause?: boolean;
  org?: string;
}[] = [
  {
    text: '主变压器油箱焊缝局部存在渗油痕迹',
    where: '1#主变本体',
    type: '质量问题',
    theme: '焊接',
    story: 'closed',
    important: true,
    clause: true,
  },
  {
    text: '套管表面有划伤，釉面破损约 5 mm',
    where: '1#主变高压侧',
    type: '质量问题',
    theme: '外观',
    story: 'submitted',
  },
  {
    text: '铭牌参数与技术协议不一致（短路阻抗）',
    where: '1#主变',
    type: '资料问题',
    theme: '标识铭牌',
    story: 'overdue',
    important: true,
    focus: true,
    clause: true,
  },
  {
    text: '出厂试验报告缺少局部放电试验记录',
    where: '资料室',
    type: '资料问题',
    theme: '试验',
    story: 'returned',
    clause: true,
  },
  {
    text: '绝缘电阻测试值偏低，需复测',
    where: '2#主变',
    type: '质量问题',
    theme: '绝缘',
    story: 'open',
    important: true,
  },
  {
    text: '运输冲撞记录仪显示超过 3g 冲击',
    where: '运输车辆',
    type: '质量问题',
    theme: '包装运输',
    story: 'closedLate',
    focus: true,
  },
  {
    text: '现场吊装作业未设置警戒区',
    where: '吊装区域',
    type: '安全问题',
    theme: '包装运输',
    story: 'closed',
    org: '施工单位安全部',
  },
  { text: '外形尺寸超出图纸允许偏差', where: '散热器', type: '质量问题', theme: '尺寸', story: 'overdue' },
  {
    text: '线圈绕制进度滞后计划两周',
    where: '线圈车间',
    type: '进度问题',
    theme: '资料文件',
    story: 'open',
    focus: true,
  },
  {
    text: '焊工资质证书已过期',
    where: '油箱车间',
    type: '安全问题',
    theme: '焊接',
    story: 'submitted',
    important: true,
    clause: true,
  },
  { text: '包装箱防潮措施不到位', where: '成品库', type: '质量问题', theme: '包装运输', story: 'closed' },
  { text: '试验仪器校准证书缺失', where: '试验站', type: '资料问题', theme: '试验', story: 'returned' },
];

/**
 * The demo owner's finding settings and a dozen findings on its projects with inspectors, in every
 * state of the loop, some overdue, some citing a clause of the demo standards, each with its steps.
 */
export async function seedDemoFindings(db: Db, owner: DemoOwner): Promise<void> {
  await seedCategories(db, owner.id);
  const categories = await db
    .select()
    .from(findingCategories)
    .where(eq(findingCategories.ownerId, owner.id))
    .orderBy(asc(findingCategories.id));
  const categoryId = (kind: 'type' | 'theme', name: string) =>
    categories.find((row) => row.kind === kind && row.name === name)?.id ?? null;
  const projects = (await projectsWithInspectors(db, owner.id)).filter((p) => p.inspectorIds.length > 0);
  if (projects.length === 0) return;
  const reports = (await formsOfFamilies(db, owner.id, REPORT_TYPES)).filter((form) => form.submittedAt !== null);
  const pieces = await equipmentOfOwner(db, owner.id);
  const clauses = (await clausesOfOwner(db, owner.id)).filter((clause) => clause.code.includes('.'));
  let clauseIndex = 0;

  for (const [i, item] of FINDINGS.entries()) {
    const project = projects[i % Math.min(projects.length, 3)];
    if (!project) continue;
    const { managers } = await projectPeopleOf(db, project.id);
    const raiser = project.inspectorIds[0] ?? null;
    const manager = managers[0]?.id ?? raiser;
    const responsible = item.org ? null : (managers[0]?.id ?? raiser);
    const typeId = categoryId('type', item.type);
    if (typeId === null || raiser === null) continue;
    const raisedAt = daysAgo(30 - i * 2);
    const overdueStory = item.story === 'overdue' || item.story === 'closedLate';
    const dueDate = chinaDay(new Date(raisedAt.getTime() + (overdueStory ? 5 : item.story === 'open' ? 40 : 10) * DAY));
    const report = reports.find((form) => form.projectId === project.id);
    const piece = pieces.find((candidate) => candidate.projectId === project.id);
    const clause = item.clause ? clauses[clauseIndex++ % Math.max(clauses.length, 1)] : undefined;
    const submittedAt = new Date(raisedAt.getTime() + (item.story === 'closedLate' ? 8 : 3) * DAY);
    const decidedAt = new Date(submittedAt.getTime() + DAY);
    const state =
      item.story === 'closed' || item.story === 'closedLate'
        ? 'closed'
        : item.story === 'submitted'
          ? 'submitted'
          : 'open';
    const submitted = item.story !== 'open' && item.story !== 'overdue';
    const [row] = await db
      .insert(findings)
      .values({
        ownerId: owner.id,
        projectId: project.id,
        equipmentId: piece?.id ?? null,
        reportId: i % 2 === 0 ? (report?.id ?? null) : null,
        typeId,
        themeId: categoryId('theme', item.theme),
        description: item.text,
        location: item.where,
        isImportant: item.important ?? false,
        onFocus: item.focus ?? false,
        clauseId: clause?.id ?? null,
        responsibleId: responsible,
        responsibleOrg: item.org ?? '',
        dueDate,
        unitId: await unitIdOfUser(db, owner.id, raiser),
        state,
        raisedBy: raiser,
        raisedAt,
        firstSubmittedAt: submitted ? submittedAt : null,
        closedAt: state === 'closed' ? decidedAt : null,
        createdBy: raiser,
        createdAt: raisedAt,
      })
      .returning({ id: findings.id });
    if (!row) continue;
    const steps: (typeof findingSteps.$inferInsert)[] = [
      {
        ownerId: owner.id,
        findingId: row.id,
        action: 'raise',
        fromState: 'open',
        toState: 'open',
        actorId: raiser,
        at: raisedAt,
      },
    ];
    const actor = responsible ?? manager;
    if (submitted) {
      steps.push({
        ownerId: owner.id,
        findingId: row.id,
        action: 'submit',
        fromState: 'open',
        toState: 'submitted',
        note: '已按要求完成整改，附整改后照片',
        actorId: actor,
        at: submittedAt,
      });
    }
    if (state === 'closed') {
      steps.push({
        ownerId: owner.id,
        findingId: row.id,
        action: 'verify',
        fromState: 'submitted',
        toState: 'closed',
        note: '复查合格，同意销号',
        actorId: raiser,
        at: decidedAt,
      });
    }
    if (item.story === 'returned') {
      steps.push({
        ownerId: owner.id,
        findingId: row.id,
        action: 'return',
        fromState: 'submitted',
        toState: 'open',
        note: '整改资料不完整，请补充试验记录后重新提交',
        actorId: raiser,
        at: decidedAt,
      });
    }
    await db.insert(findingSteps).values(steps);
  }
}
