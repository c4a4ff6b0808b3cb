import {
  Code,
  coversPoints,
  type PageKey,
  REPORT_TYPES,
  type ReportCreateBody,
  type ReportType,
  type ReportUploadOptions,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { AppError, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import type { MessageKey } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { isProjectEquipment, itpOf } from '../equipment/public.js';
import { createDraft, publishedTemplatesOf, requireAny } from '../form/public.js';
import { openNcrCase } from '../ncr/public.js';
import { projectPeopleOf, visibleProjectRefs } from '../project/public.js';
import { reports } from './report.table.js';

type CreateInput = z.output<typeof ReportCreateBody>;

/** 报告上传: uploading a report (create), and its page. */
export const UPLOAD_PAGE: PageKey = 'report-index';
/** 新建报告 (`/project/report-create`): the same upload, opened from a project. */
export const CREATE_PAGE: PageKey = 'project-report-create';
/** Either upload page lets a member make reports. */
const MAKE_PAGES: readonly PageKey[] = [UPLOAD_PAGE, CREATE_PAGE];
/** 个人报告上传: the caller's own reports. */
export const PERSON_PAGE: PageKey = 'report-person-index';
/** 报告列表: the reports of the projects the caller may read. */
export const LIST_PAGE: PageKey = 'project-report-list';

/** Whether the caller may read the project of `id` (the project module's rule). */
async function readable(ctx: OwnerCtx, id: number): Promise<boolean> {
  const project = visibleProjectRefs(ctx);
  const [row] = await ctx.db.select({ id: project.id }).from(project).where(eq(project.id, id));
  return row !== undefined;
}

/** A project's people as the upload needs them: who manages it and who works on it at all. */
async function peopleOf(db: Db, projectId: number) {
  const { managers, inspectors } = await projectPeopleOf(db, projectId);
  return {
    inspectors,
    managerIds: new Set(managers.map((person) => person.id)),
    memberIds: new Set([...managers, ...inspectors].map((person) => person.id)),
  };
}

const writerOf = (ctx: OwnerCtx, body: CreateInput) => body.writer_id ?? ctx.user.id;

/** Whether the caller may name another writer on the project: an administrator, or one of its managers. */
const mayPickWriter = (ctx: OwnerCtx, managerIds: ReadonlySet<number>) =>
  ctx.role === 'admin' || managerIds.has(ctx.user.id);

/** The refusals of a new report's header, by field; every field's at once, as the contract's checks name them. */
class Problems {
  readonly fields: Record<string, MessageKey[]> = {};

  add(field: string, key: MessageKey) {
    this.fields[field] = [key];
  }

  throwAny() {
    const first = Object.values(this.fields)[0]?.[0];
    if (first) throw new AppError(Code.FieldErrors, first, { fields: this.fields });
  }
}

/**
 * The template of the new report: the one named, if it is a published template of the owner of the
 * report's family; else the family's only published one. None at all: code 7, nothing to fill.
 */
async function templateOf(db: Db, ctx: OwnerCtx, body: CreateInput, problems: Problems): Promise<number | null> {
  const templates = await publishedTemplatesOf(db, ctx.owner.id, [body.report_type]);
  if (body.template_id !== undefined) {
    if (templates.some((template) => template.id === body.template_id)) return body.template_id;
    problems.add('template_id', 'report.templateInvalid');
    return null;
  }
  const [only, ...others] = templates;
  if (!only) throw new AppError(Code.IllegalOperation, 'report.noTemplate');
  if (others.length > 0) problems.add('template_id', 'report.pickTemplate');
  return only.id;
}

/**
 * The writer (the caller unless named) and the equipment, on a project the caller may read: naming
 * another writer is for administrators and the project's managers; the writer works on the project
 * (an administrator writing himself need not); the equipment is the owner's, of the project; a point
 * is of that equipment's ITP.
 */
async function checkPeopleAndEquipment(tx: Db, ctx: OwnerCtx, body: CreateInput, problems: Problems) {
  const writerId = writerOf(ctx, body);
  const { managerIds, memberIds } = await peopleOf(tx, body.project_id);
  if (writerId !== ctx.user.id && !mayPickWriter(ctx, managerIds)) {
    problems.add('writer_id', 'report.writerNotYours');
  } else if (!memberIds.has(writerId) && !(writerId === ctx.user.id && ctx.role === 'admin')) {
    problems.add('writer_id', 'report.writerNotMember');
  }
  if (
    body.equipment_id !== undefined &&
    !(await isProjectEquipment(tx, ctx.owner.id, body.project_id, body.equipment_id))
  ) {
    problems.add('equipment_id', 'report.equipmentInvalid');
  } else if (body.point_id !== undefined) {
    await checkPoint(tx, ctx, body, problems);
  }
}

/** The point, when named, is one of the equipment's ITP and the report's type covers points. */
async function checkPoint(tx: Db, ctx: OwnerCtx, body: CreateInput, problems: Problems) {
  if (!coversPoints(body.report_type)) {
    problems.add('point_id', 'report.pointNotCovered');
    return;
  }
  const points = body.equipment_id === undefined ? [] : await itpOf(tx, ctx.owner.id, body.equipment_id);
  if (!points.some((point) => point.id === body.point_id)) problems.add('point_id', 'report.pointInvalid');
}

/**
 * Uploads a report's header (报告上传): in one transaction the draft of its body on the family's
 * template (the form module's rules: the owner's template, published) and the header row, both
 * audited. Every refusal is a field error or code 7, and stores nothing. Answers the form and its
 * template, the report page's two parameters.
 */
export async function createReport(ctx: OwnerCtx, body: CreateInput): Promise<{ id: number; template_id: number }> {
  await requireAny(ctx, MAKE_PAGES, 'create');
  return ctx.db.transaction(async (tx) => {
    const scoped: OwnerCtx = { ...ctx, db: tx };
    const problems = new Problems();
    const projectReadable = await readable(scoped, body.project_id);
    if (!projectReadable) problems.add('project_id', 'report.projectInvalid');
    const templateId = await templateOf(tx, ctx, body, problems);
    // Who may write and what equipment fits are questions about a project the caller may read.
    if (projectReadable) await checkPeopleAndEquipment(tx, ctx, body, problems);
    problems.throwAny();
    if (templateId === null) throw new Error('a report passed its checks without a template');
    const writerId = writerOf(ctx, body);

    const { id } = await createDraft(tx, ctx, {
      templateId,
      projectId: body.project_id,
      equipmentId: body.equipment_id,
    });
    const header = {
      report_type: body.report_type,
      project_id: body.project_id,
      report_date: body.report_date,
      conclusion: body.conclusion,
      writer_id: writerId,
      equipment_id: body.equipment_id ?? null,
      point_id: body.point_id ?? null,
    };
    await tx.insert(reports).values({
      formInstanceId: id,
      ownerId: ctx.owner.id,
      projectId: header.project_id,
      reportType: header.report_type,
      reportDate: header.report_date,
      conclusion: header.conclusion,
      writerId,
      equipmentId: header.equipment_id,
      pointId: header.point_id,
      createdBy: ctx.user.id,
    });
    if (header.report_type === 'ncr') {
      await openNcrCase(tx, {
        formInstanceId: id,
        ownerId: ctx.owner.id,
        equipmentId: header.equipment_id,
        createdBy: ctx.user.id,
      });
    }
    await recordChange(tx, ctx, {
      entity: 'reports',
      entityId: id,
      action: 'create',
      after: { ...header, template_id: templateId },
    });
    return { id, template_id: templateId };
  });
}

const byName = new Intl.Collator('zh-CN');
const isReportType = (family: string): family is ReportType => (REPORT_TYPES as readonly string[]).includes(family);
const typeOrder = (type: ReportType) => REPORT_TYPES.indexOf(type);

/**
 * What the upload offers for a project the caller may read (else not found): the owner's published
 * templates of the report types, in the upload's order of types; whom the report may name as its
 * writer (the project's inspectors and the caller, by name); and whether the caller may name one.
 */
export async function uploadOptions(ctx: OwnerCtx, projectId: number): Promise<ReportUploadOptions> {
  await requireAny(ctx, MAKE_PAGES, 'create');
  if (!(await readable(ctx, projectId))) throw notFound();
  const templates = await publishedTemplatesOf(ctx.db, ctx.owner.id, REPORT_TYPES);
  const { inspectors, managerIds } = await peopleOf(ctx.db, projectId);
  const writers = new Map(
    [...inspectors, { id: ctx.user.id, name: ctx.user.name }].map((person) => [person.id, person]),
  );
  return {
    templates: templates
      .flatMap(({ id, name, family }) => (isReportType(family) ? [{ id, name, report_type: family }] : []))
      .sort((a, b) => typeOrder(a.report_type) - typeOrder(b.report_type)),
    writers: [...writers.values()].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id),
    may_pick_writer: mayPickWriter(ctx, managerIds),
  };
}
