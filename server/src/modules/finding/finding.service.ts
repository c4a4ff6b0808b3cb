import {
  CLAUSE_EVIDENCE_MAX,
  type ClauseFinding,
  Code,
  FINDING_TRANSITIONS,
  type FindingActBody,
  type FindingBody,
  type FindingDetail,
  type FindingOptions,
  type PageKey,
  REPORT_TYPES,
} from '@app/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../core/user.table.js';
import { AppError, found, notFound } from '../../platform/app-error.js';
import { recordChange } from '../../platform/audit.js';
import { chinaDay } from '../../platform/china-time.js';
import type { Db } from '../../platform/db.js';
import type { MessageKey } from '../../platform/messages.js';
import { hasPermission, requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { clauseOfOwner } from '../criterion/public.js';
import { isProjectEquipment } from '../equipment/public.js';
import { fileInfo, ownFinishedUploads } from '../files/public.js';
import { formForReview } from '../form/public.js';
import { unitIdOfUser } from '../inspection-unit/public.js';
import { projectPeopleOf, visibleProjectRefs } from '../project/public.js';
import { type FindingRecord, findingCategories, findingSteps, findings } from './finding.table.js';
import { tellResponsible } from './finding-notices.js';
import { rowSelection, type SelectedFinding, toRow } from './finding-rows.js';
import { stepsFor } from './finding-rules.js';

/** 问题设置: the finding types and theme items; the administrator keeps them. */
export const SETTINGS_PAGE: PageKey = 'system-found';
/** 问题列表: reading a project's findings (index), raising one (create), acting for others (update). */
export const LIST_PAGE: PageKey = 'project-found-list';
/** 发现问题: the projects with their counts and rates. */
export const OVERVIEW_PAGE: PageKey = 'project-found';
/** 问题汇总: the rates across projects, units and inspectors. */
export const SUMMARY_PAGE: PageKey = 'knowledge-found';

type FindingInput = z.output<typeof FindingBody>;
type ActInput = z.output<typeof FindingActBody>;

// ---- Reading findings ----

const own = (ctx: OwnerCtx, id: number) => and(eq(findings.ownerId, ctx.owner.id), eq(findings.id, id));

/** A finding of a project the caller may read, with its names; not found otherwise. */
async function readable(ctx: OwnerCtx, id: number, db: Db = ctx.db): Promise<SelectedFinding> {
  const [row] = await rowSelection(ctx, db).where(own(ctx, id));
  return found(row);
}

async function fileRefs(ctx: OwnerCtx, ids: readonly string[]) {
  const refs = await Promise.all(
    [...new Set(ids)].map((id) =>
      fileInfo(ctx, id).then(
        (file) => ({ id, name: file.name }),
        (error: unknown) => {
          if (error instanceof AppError && error.envelopeCode === Code.NotFound) return null;
          throw error;
        },
      ),
    ),
  );
  return new Map(refs.filter((ref) => ref !== null).map((ref) => [ref.id, ref]));
}

async function present(ctx: OwnerCtx, row: SelectedFinding): Promise<FindingDetail> {
  const f = row.finding;
  const steps = await ctx.db
    .select({ step: findingSteps, actor: sql<string>`coalesce(${users.name}, '')` })
    .from(findingSteps)
    .leftJoin(users, eq(users.id, findingSteps.actorId))
    .where(and(eq(findingSteps.ownerId, ctx.owner.id), eq(findingSteps.findingId, f.id)))
    .orderBy(asc(findingSteps.id));
  const [files, clause, mayUpdate, report] = await Promise.all([
    fileRefs(ctx, [...f.photoIds, ...steps.flatMap(({ step }) => step.fileIds)]),
    f.clauseId === null ? undefined : clauseOfOwner(ctx.db, ctx.owner.id, f.clauseId),
    hasPermission(ctx, LIST_PAGE, 'update'),
    f.reportId === null ? null : formForReview(ctx.db, ctx.owner.id, f.reportId).catch(() => null),
  ]);
  const refsOf = (ids: readonly string[]) => ids.flatMap((id) => files.get(id) ?? []);
  return {
    ...toRow(row),
    equipment_id: f.equipmentId,
    report_id: report ? f.reportId : null,
    report_template_id: report?.templateId ?? null,
    type_id: f.typeId,
    theme_id: f.themeId,
    clause: clause
      ? { id: clause.id, code: clause.code, title: clause.title, law_id: clause.lawId, law_code: clause.lawCode }
      : null,
    responsible: f.responsibleId === null ? null : { id: f.responsibleId, name: row.responsibleName },
    responsible_org: f.responsibleOrg,
    photos: refsOf(f.photoIds),
    closed_at: f.closedAt?.toISOString() ?? null,
    steps: steps.map(({ step, actor }) => ({
      action: step.action,
      from_state: step.fromState,
      to_state: step.toState,
      note: step.note,
      files: refsOf(step.fileIds),
      actor_name: actor,
      at: step.at.toISOString(),
    })),
    actions: stepsFor({ userId: ctx.user.id, mayUpdate }, f),
  };
}

export async function viewFinding(ctx: OwnerCtx, id: number): Promise<FindingDetail> {
  await requirePermission(ctx, LIST_PAGE, 'index');
  return present(ctx, await readable(ctx, id));
}

/** The people working on a project (managers and inspectors), once each, by name. */
async function projectWorkers(db: Db, projectId: number) {
  const { managers, inspectors } = await projectPeopleOf(db, projectId);
  const people = new Map([...managers, ...inspectors].map((person) => [person.id, person]));
  const byName = new Intl.Collator('zh-CN');
  return [...people.values()].sort((a, b) => byName.compare(a.name, b.name) || a.id - b.id);
}

async function visibleProject(ctx: OwnerCtx, projectId: number) {
  const project = visibleProjectRefs(ctx);
  const [row] = await ctx.db.select({ id: project.id }).from(project).where(eq(project.id, projectId));
  return row !== undefined;
}

/** What the finding dialog offers for one project the caller may read. */
export async function findingOptions(ctx: OwnerCtx, projectId: number): Promise<FindingOptions> {
  await requirePermission(ctx, LIST_PAGE, 'index');
  if (!(await visibleProject(ctx, projectId))) throw notFound();
  const categories = await ctx.db
    .select()
    .from(findingCategories)
    .where(and(eq(findingCategories.ownerId, ctx.owner.id), eq(findingCategories.enabled, true)))
    .orderBy(asc(findingCategories.sort), asc(findingCategories.id));
  const named = (kind: 'type' | 'theme') =>
    categories.filter((row) => row.kind === kind).map((row) => ({ id: row.id, name: row.name }));
  return { types: named('type'), themes: named('theme'), people: await projectWorkers(ctx.db, projectId) };
}

// ---- Raising ----

/** Code 2 naming each refused field at once, or nothing. */
function refuse(problems: Record<string, MessageKey>) {
  const entries = Object.entries(problems);
  const first = entries[0];
  if (first) {
    throw new AppError(Code.FieldErrors, first[1], {
      fields: Object.fromEntries(entries.map(([field, key]) => [field, [key]])),
    });
  }
}

async function enabledCategory(ctx: OwnerCtx, kind: 'type' | 'theme', id: number) {
  const [row] = await ctx.db
    .select({ id: findingCategories.id })
    .from(findingCategories)
    .where(
      and(
        eq(findingCategories.ownerId, ctx.owner.id),
        eq(findingCategories.kind, kind),
        eq(findingCategories.enabled, true),
        eq(findingCategories.id, id),
      ),
    );
  return row !== undefined;
}

/** Photos and evidence are the caller's own finished photo uploads in this owner. */
async function ownPhotos(ctx: OwnerCtx, ids: readonly string[]): Promise<string[] | null> {
  const wanted = [...new Set(ids)];
  const usable = await ownFinishedUploads(ctx, 'photo', wanted);
  return usable.length === wanted.length ? wanted : null;
}

/** Checks every reference of a new finding together, so the form shows each refusal at once. */
async function checkFinding(ctx: OwnerCtx, body: FindingInput): Promise<string[]> {
  const problems: Record<string, MessageKey> = {};
  if (!(await enabledCategory(ctx, 'type', body.type_id))) problems.type_id = 'finding.typeInvalid';
  if (body.theme_id !== null && !(await enabledCategory(ctx, 'theme', body.theme_id))) {
    problems.theme_id = 'finding.themeInvalid';
  }
  if (
    body.equipment_id !== null &&
    !(await isProjectEquipment(ctx.db, ctx.owner.id, body.project_id, body.equipment_id))
  ) {
    problems.equipment_id = 'finding.equipmentNotOfProject';
  }
  if (body.report_id !== null) {
    const report = await formForReview(ctx.db, ctx.owner.id, body.report_id).catch(() => null);
    const isReport = report !== null && (REPORT_TYPES as readonly string[]).includes(report.family);
    const readable = report !== null && (report.status === 'submitted' || report.createdBy === ctx.user.id);
    if (!isReport || !readable || report.projectId !== body.project_id) {
      problems.report_id = 'finding.reportNotOfProject';
    }
  }
  if (body.clause_id !== null && !(await clauseOfOwner(ctx.db, ctx.owner.id, body.clause_id))) {
    problems.clause_id = 'finding.clauseInvalid';
  }
  if (body.responsible_id !== null) {
    const people = await projectWorkers(ctx.db, body.project_id);
    if (!people.some((person) => person.id === body.responsible_id)) {
      problems.responsible_id = 'finding.responsibleNotMember';
    }
  } else if (body.responsible_org === '') {
    problems.responsible_id = 'finding.responsibleRequired';
  }
  if (body.due_date < chinaDay()) problems.due_date = 'finding.dueInPast';
  const photos = await ownPhotos(ctx, body.photo_ids);
  if (photos === null) problems.photo_ids = 'finding.photosInvalid';
  refuse(problems);
  return photos ?? [];
}

const audited = (f: FindingRecord) => ({
  project_id: f.projectId,
  equipment_id: f.equipmentId,
  report_id: f.reportId,
  type_id: f.typeId,
  theme_id: f.themeId,
  description: f.description,
  location: f.location,
  is_important: f.isImportant,
  on_focus: f.onFocus,
  clause_id: f.clauseId,
  responsible_id: f.responsibleId,
  responsible_org: f.responsibleOrg,
  due_date: f.dueDate,
  state: f.state,
  closed_at: f.closedAt?.toISOString() ?? null,
});

/** Raises a finding (POST /finding/create) on a project the caller may read, audited, its first step recorded. */
export async function createFinding(ctx: OwnerCtx, body: FindingInput): Promise<FindingDetail> {
  await requirePermission(ctx, LIST_PAGE, 'create');
  if (!(await visibleProject(ctx, body.project_id))) throw notFound();
  const photos = await checkFinding(ctx, body);
  const unitId = await unitIdOfUser(ctx.db, ctx.owner.id, ctx.user.id);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(findings)
      .values({
        ownerId: ctx.owner.id,
        projectId: body.project_id,
        equipmentId: body.equipment_id,
        reportId: body.report_id,
        typeId: body.type_id,
        themeId: body.theme_id,
        description: body.description,
        location: body.location,
        isImportant: body.is_important,
        onFocus: body.on_focus,
        clauseId: body.clause_id,
        responsibleId: body.responsible_id,
        responsibleOrg: body.responsible_id === null ? body.responsible_org : '',
        dueDate: body.due_date,
        photoIds: photos,
        unitId,
        raisedBy: ctx.user.id,
        createdBy: ctx.user.id,
      })
      .returning();
    const made = found(row);
    await tx.insert(findingSteps).values({
      ownerId: ctx.owner.id,
      findingId: made.id,
      action: 'raise',
      fromState: 'open',
      toState: 'open',
      note: '',
      fileIds: photos,
      actorId: ctx.user.id,
    });
    await recordChange(tx, ctx, { entity: 'findings', entityId: made.id, action: 'create', after: audited(made) });
    await tellResponsible(tx, ctx, made, 'raised');
    return made.id;
  });
  return viewFinding(ctx, id);
}

// ---- The loop ----

/**
 * Takes one step of a finding's loop (POST /finding/act): by whoever takes that step (code 3), in the
 * state it is taken in (code 7 otherwise, nothing changed), with its evidence checked (code 2). The
 * finding, its step row and the audit record in one transaction; answers the finding as it now stands.
 */
export async function actOnFinding(ctx: OwnerCtx, id: number, body: ActInput): Promise<FindingDetail> {
  await requirePermission(ctx, LIST_PAGE, 'index');
  const mayUpdate = await hasPermission(ctx, LIST_PAGE, 'update');
  await ctx.db.transaction(async (tx) => {
    const scoped: OwnerCtx = { ...ctx, db: tx };
    const before = (await readable(scoped, id, tx)).finding;
    const [locked] = await tx.select().from(findings).where(own(ctx, id)).for('update');
    const f = found(locked);
    const step = body.action;
    const { from, to } = FINDING_TRANSITIONS[step];
    if (f.state !== from) throw new AppError(Code.IllegalOperation, 'finding.wrongState');
    if (!stepsFor({ userId: ctx.user.id, mayUpdate }, f).includes(step)) {
      throw new AppError(Code.NoPermission, 'finding.stepRefused');
    }
    let fileIds: string[] = [];
    if (body.action === 'submit') {
      const photos = await ownPhotos(scoped, body.file_ids);
      if (photos === null) refuse({ file_ids: 'finding.photosInvalid' });
      fileIds = photos ?? [];
    }
    const now = new Date();
    const [after] = await tx
      .update(findings)
      .set({
        state: to,
        ...(step === 'submit' && f.firstSubmittedAt === null ? { firstSubmittedAt: now } : {}),
        ...(step === 'verify' ? { closedAt: now } : {}),
      })
      .where(own(ctx, id))
      .returning();
    const changed = found(after);
    await tx.insert(findingSteps).values({
      ownerId: ctx.owner.id,
      findingId: id,
      action: step,
      fromState: from,
      toState: to,
      note: body.note,
      fileIds,
      actorId: ctx.user.id,
      at: now,
    });
    await recordChange(tx, ctx, {
      entity: 'findings',
      entityId: id,
      action: 'update',
      before: audited(before),
      after: { ...audited(changed), step, note: body.note, ...(fileIds.length > 0 ? { file_ids: fileIds } : {}) },
    });
    if (step === 'return') await tellResponsible(tx, ctx, changed, 'returned', body.note);
  });
  return viewFinding(ctx, id);
}

/**
 * The findings citing one of the owner's clauses (the clause page's evidence beside the reports), of
 * projects the caller may read, newest first, at most CLAUSE_EVIDENCE_MAX; read under the clause
 * page's right.
 */
export async function findingsCitingClause(ctx: OwnerCtx, clauseId: number): Promise<ClauseFinding[]> {
  await requirePermission(ctx, 'knowledge-criterion', 'index');
  const rows = await rowSelection(ctx)
    .where(and(eq(findings.ownerId, ctx.owner.id), eq(findings.clauseId, clauseId)))
    .orderBy(sql`${findings.raisedAt} desc`, sql`${findings.id} desc`)
    .limit(CLAUSE_EVIDENCE_MAX);
  return rows.map((row) => ({
    id: row.finding.id,
    project_id: row.finding.projectId,
    project_name: row.projectName,
    description: row.finding.description,
    state: row.finding.state,
    raised_at: row.finding.raisedAt.toISOString(),
  }));
}
