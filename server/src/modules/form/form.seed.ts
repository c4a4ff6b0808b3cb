import { type FormFamily, type FormItem, formFlags, formSchemas } from '@app/contract';
import { and, eq, notExists } from 'drizzle-orm';
import { owners } from '../../core/owner.table.js';
import type { Db } from '../../platform/db.js';
import type { DemoOwner, NewOwner } from '../../platform/module.js';
import { projectsWithInspectors } from '../project/public.js';
import { formInstances, formNumberRules, formTemplates, formTemplateVersions } from './form.table.js';
import { DEFAULT_NUMBER_RULES, issueNumber, NO_PROJECT_CODE, ruleOf } from './numbering.js';

interface StartingTemplate {
  name: string;
  family: FormFamily;
  description: string;
  items: FormItem[];
}

const PASS_FAIL_HINT = '合格 / 不合格 / 不适用';

/** The forms a Chinese supervision engineer fills every week, published as version 1 for every owner. */
export const STARTING_TEMPLATES: StartingTemplate[] = [
  {
    name: '设备监造检验报告',
    family: 'inspection',
    description: '驻厂监造对关键工序和出厂检验的检验记录',
    items: [
      { key: 'basics', kind: 'section', title: '检验项目' },
      { key: 'equipment', kind: 'equipment', title: '被检设备', required: true },
      { key: 'inspectDate', kind: 'date', title: '检验日期', required: true },
      { key: 'appearance', kind: 'passFail', title: '外观检查', description: PASS_FAIL_HINT, required: true },
      {
        key: 'flangeThickness',
        kind: 'measure',
        title: '法兰厚度',
        required: true,
        measure: { unit: 'mm', nominal: 20, plus: 0.5, minus: 0.5 },
      },
      {
        key: 'records',
        kind: 'table',
        title: '检验记录',
        columns: [
          { key: 'item', title: '检验项', kind: 'text', required: true },
          { key: 'requirement', title: '标准要求', kind: 'text' },
          { key: 'measured', title: '实测值', kind: 'text' },
          { key: 'result', title: '结果', kind: 'passFail' },
        ],
      },
      { key: 'photos', kind: 'photo', title: '检验照片', required: true, maxCount: 9 },
      { key: 'conclusion', kind: 'passFail', title: '检验结论', required: true },
      {
        key: 'problem',
        kind: 'textarea',
        title: '问题说明',
        required: true,
        showWhen: { key: 'conclusion', equals: 'fail' },
      },
      { key: 'inspector', kind: 'signature', title: '检验员签字', required: true },
    ],
  },
  {
    name: '不符合项报告',
    family: 'ncr',
    // The disposition, the responsible party, the deadline and the verification are the NCR loop's
    // steps on the report's page (modules/ncr): the form records the finding and who found it.
    description: '记录不符合项的事实和依据；处置、整改和验证在报告页的处置流程中跟踪关闭（NCR）',
    items: [
      { key: 'description', kind: 'textarea', title: '不符合描述', required: true },
      {
        key: 'requirement',
        kind: 'text',
        title: '违反的要求/条款',
        description: '如：合同技术协议第 5.2 条、GB/T 1094.1',
      },
      { key: 'equipment', kind: 'equipment', title: '涉及设备' },
      { key: 'photos', kind: 'photo', title: '不符合项照片' },
      {
        key: 'proposal',
        kind: 'textarea',
        title: '建议处置',
        description: '如：返修后复检、让步接收；处置方式在处置流程中确定',
      },
      { key: 'inspector', kind: 'signature', title: '检验员签字', required: true },
    ],
  },
  {
    name: '放行报告',
    family: 'release',
    description: '设备出厂放行前对 ITP 点和不符合项关闭情况的确认',
    items: [
      { key: 'equipment', kind: 'equipment', title: '设备', required: true },
      { key: 'batch', kind: 'text', title: '批次' },
      // The hold and witness points and the open NCRs are checked by the release gate, not typed in.
      {
        key: 'scope',
        kind: 'textarea',
        title: '放行范围及说明',
        description: '如：随机文件、备品备件、包装和运输要求',
      },
      { key: 'conclusion', kind: 'passFail', title: '放行结论', description: PASS_FAIL_HINT, required: true },
      { key: 'signature', kind: 'signature', title: '签字', required: true },
    ],
  },
  {
    name: '巡检记录',
    family: 'patrol',
    description: '驻厂监造日常巡检',
    items: [
      { key: 'patrolDate', kind: 'date', title: '巡检日期', required: true },
      { key: 'area', kind: 'text', title: '巡检部位', description: '如：线圈车间、总装车间', required: true },
      { key: 'content', kind: 'textarea', title: '巡检内容' },
      { key: 'status', kind: 'passFail', title: '现场情况', description: PASS_FAIL_HINT, required: true },
      {
        key: 'issue',
        kind: 'textarea',
        title: '问题描述',
        required: true,
        showWhen: { key: 'status', equals: 'fail' },
      },
      { key: 'photos', kind: 'photo', title: '现场照片' },
      { key: 'inspector', kind: 'signature', title: '巡检人签字' },
    ],
  },
  {
    name: '见证记录',
    family: 'witness',
    description: '见证点（W 点）、停止点（H 点）的现场见证',
    items: [
      { key: 'point', kind: 'text', title: '见证点', description: '如：器身干燥、工频耐压试验', required: true },
      { key: 'equipment', kind: 'equipment', title: '设备' },
      { key: 'witnessDate', kind: 'date', title: '见证时间', required: true },
      { key: 'result', kind: 'passFail', title: '见证结果', description: PASS_FAIL_HINT, required: true },
      { key: 'photos', kind: 'photo', title: '照片' },
      { key: 'signature', kind: 'signature', title: '签字', required: true },
    ],
  },
];

/**
 * Gives an ordinary owner the starting templates (published as version 1) and numbering rules.
 * A template whose name the owner uses already is left out, so running twice adds nothing.
 */
export async function seedOwnerForms(db: Db, owner: NewOwner): Promise<void> {
  if (owner.isConfig) return;
  for (const template of STARTING_TEMPLATES) {
    const { schema, uiSchema } = formSchemas(template.name, template.items);
    const [row] = await db
      .insert(formTemplates)
      .values({
        ownerId: owner.id,
        name: template.name,
        family: template.family,
        description: template.description,
        draftSchema: schema,
        draftUiSchema: uiSchema,
        latestVersion: 1,
        draftChanged: false,
      })
      .onConflictDoNothing()
      .returning({ id: formTemplates.id });
    if (!row) continue;
    await db
      .insert(formTemplateVersions)
      .values({ templateId: row.id, ownerId: owner.id, version: 1, schema, uiSchema });
  }
  await db
    .insert(formNumberRules)
    .values(DEFAULT_NUMBER_RULES.map((rule) => ({ ownerId: owner.id, ...rule })))
    .onConflictDoNothing();
}

/**
 * Owners made before this module get its starting data once, at start-up: those with neither a
 * template nor a numbering rule (rules cannot be deleted, so an owner seeded once is never again).
 */
export async function seedExistingOwners(db: Db): Promise<void> {
  const waiting = await db
    .select({ id: owners.id })
    .from(owners)
    .where(
      and(
        eq(owners.isConfig, false),
        notExists(
          db.select({ one: formNumberRules.id }).from(formNumberRules).where(eq(formNumberRules.ownerId, owners.id)),
        ),
        notExists(db.select({ one: formTemplates.id }).from(formTemplates).where(eq(formTemplates.ownerId, owners.id))),
      ),
    );
  for (const owner of waiting) {
    await db.transaction((tx) => seedOwnerForms(tx, { id: owner.id, isConfig: false }));
  }
}

/** Two submitted patrol records per demo owner, on its first projects, so the lists show something. */
export async function seedDemoForms(db: Db, owner: DemoOwner): Promise<void> {
  const [template] = await db
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.ownerId, owner.id), eq(formTemplates.name, '巡检记录')));
  if (!template) return;
  const [version] = await db
    .select()
    .from(formTemplateVersions)
    .where(and(eq(formTemplateVersions.templateId, template.id), eq(formTemplateVersions.version, 1)));
  if (!version) return;
  const [rule] = await db
    .select()
    .from(formNumberRules)
    .where(and(eq(formNumberRules.ownerId, owner.id), eq(formNumberRules.family, 'patrol')));
  const projects = (await projectsWithInspectors(db, owner.id)).sort((a, b) => a.number.localeCompare(b.number));
  const answers: Record<string, unknown>[] = [
    {
      patrolDate: '2025-03-12',
      area: '线圈车间',
      content: '检查线圈绕制环境温湿度、导线规格及绕制张力记录',
      status: 'pass',
    },
    {
      patrolDate: '2025-03-14',
      area: '总装车间',
      content: '检查器身装配现场清洁度及紧固件力矩记录',
      status: 'fail',
      issue: '部分紧固件未做力矩标记，已要求厂家当班整改并复查',
    },
  ];
  const items = STARTING_TEMPLATES.find((t) => t.name === '巡检记录')?.items ?? [];
  for (const [index, data] of answers.entries()) {
    const project = projects[index % Math.max(projects.length, 1)];
    const at = new Date(`${String(data.patrolDate)}T09:30:00+08:00`);
    const number = rule
      ? await issueNumber(db, owner.id, 'patrol', rule, { project: project?.number || NO_PROJECT_CODE, at })
      : '';
    const author = project?.inspectorIds[0] ?? null;
    await db.insert(formInstances).values({
      ownerId: owner.id,
      templateId: template.id,
      versionId: version.id,
      projectId: project?.id ?? null,
      status: 'submitted',
      data,
      flags: formFlags(items, data),
      revision: 1,
      number,
      createdBy: author,
      updatedBy: author,
      submittedAt: at,
    });
  }
}

/**
 * One inspection report of a demo owner submitted by an inspector of its first project, for the
 * review workflow's demo to start on (workflow.demo.ts). Answers the form and its author, or none.
 */
export async function seedDemoInspection(
  db: Db,
  owner: DemoOwner,
): Promise<{ formId: number; authorId: number } | null> {
  const [template] = await db
    .select()
    .from(formTemplates)
    .where(and(eq(formTemplates.ownerId, owner.id), eq(formTemplates.name, '设备监造检验报告')));
  const [version] = template
    ? await db
        .select()
        .from(formTemplateVersions)
        .where(and(eq(formTemplateVersions.templateId, template.id), eq(formTemplateVersions.version, 1)))
    : [];
  // The first project, by number, that has an inspector to have written the report.
  const project = (await projectsWithInspectors(db, owner.id))
    .sort((a, b) => a.number.localeCompare(b.number))
    .find((candidate) => candidate.inspectorIds.length > 0);
  const author = project?.inspectorIds[0];
  if (!template || !version || !project || author === undefined) return null;
  const data = {
    inspectDate: '2025-03-18',
    appearance: 'pass',
    records: [{ item: '铁芯叠装', requirement: '叠片整齐，无翘曲', measured: '符合', result: 'pass' }],
    conclusion: 'pass',
  };
  const submittedAt = new Date('2025-03-18T16:00:00+08:00');
  // Numbered as a submission is, so the report lists show it with its number.
  const rule = await ruleOf(db, owner.id, 'inspection');
  const number = rule
    ? await issueNumber(db, owner.id, 'inspection', rule, { project: project.number, at: submittedAt })
    : '';
  const [row] = await db
    .insert(formInstances)
    .values({
      ownerId: owner.id,
      templateId: template.id,
      versionId: version.id,
      projectId: project.id,
      status: 'submitted',
      number,
      data,
      revision: 1,
      createdBy: author,
      updatedBy: author,
      submittedAt,
    })
    .returning({ id: formInstances.id });
  return row ? { formId: row.id, authorId: author } : null;
}
