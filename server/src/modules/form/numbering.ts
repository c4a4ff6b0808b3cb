import { FORM_FAMILIES, type FormFamily, type NumberRule, type NumberRuleBody } from '@app/contract';
import { and, eq, sql, sum } from 'drizzle-orm';
import type { z } from 'zod';
import { recordChange } from '../../platform/audit.js';
import type { Db } from '../../platform/db.js';
import { requirePermission } from '../../platform/permission.js';
import type { OwnerCtx } from '../../platform/session.js';
import { formNumberCounters, formNumberRules } from './form.table.js';
import { NUMBER_PAGE } from './form-access.js';

/** The project code of a form filed under no project. */
export const NO_PROJECT_CODE = 'NA';
/** The project code the rules screen's example is drawn with. */
const EXAMPLE_PROJECT_CODE = 'PRJ';
const SEQ_TOKEN = /\{seq:([3-6])\}/;

/** Year and month of an instant in China Standard Time, where the submissions are made. */
function shanghaiYearMonth(at: Date): { yyyy: string; mm: string } {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => Object.assign(all, { [part.type]: part.value }), {});
  return { yyyy: parts.year ?? '0000', mm: parts.month ?? '00' };
}

/**
 * A pattern with every token but the sequence filled in: the counter's key, so each project, type and
 * month or year counts from 1. The sequence stays as its token.
 */
export function numberPrefix(pattern: string, input: { project: string; type: string; at: Date }): string {
  const { yyyy, mm } = shanghaiYearMonth(input.at);
  const values: Record<string, string> = { project: input.project, type: input.type, yyyy, yy: yyyy.slice(2), mm };
  return pattern.replace(/\{(project|type|yyyy|yy|mm)\}/g, (_, token: string) => values[token] ?? '');
}

/** The number of sequence `seq` under a prefix: `{seq:N}` as N digits, zero padded. */
export function numberOf(prefix: string, seq: number): string {
  return prefix.replace(SEQ_TOKEN, (_, digits: string) => String(seq).padStart(Number(digits), '0'));
}

export interface RuleRow {
  typeCode: string;
  pattern: string;
}

/** The owner's rule of a family, if any. */
export async function ruleOf(db: Db, ownerId: number, family: FormFamily): Promise<RuleRow | undefined> {
  const [rule] = await db
    .select({ typeCode: formNumberRules.typeCode, pattern: formNumberRules.pattern })
    .from(formNumberRules)
    .where(and(eq(formNumberRules.ownerId, ownerId), eq(formNumberRules.family, family)));
  return rule;
}

/**
 * Issues the next number of a family under its rule, in the caller's transaction: the counter's row is
 * made or incremented by one statement, so concurrent submissions wait on it and each gets its own
 * sequence, and a transaction that fails afterwards takes its sequence back with it (no gap).
 */
export async function issueNumber(
  tx: Db,
  ownerId: number,
  family: FormFamily,
  rule: RuleRow,
  input: { project: string; at: Date },
): Promise<string> {
  const prefix = numberPrefix(rule.pattern, { ...input, type: rule.typeCode });
  const [counter] = await tx
    .insert(formNumberCounters)
    .values({ ownerId, family, prefix, last: 1 })
    .onConflictDoUpdate({
      target: [formNumberCounters.ownerId, formNumberCounters.family, formNumberCounters.prefix],
      set: { last: sql`${formNumberCounters.last} + 1` },
    })
    .returning({ last: formNumberCounters.last });
  if (!counter) throw new Error('the number counter returned nothing');
  return numberOf(prefix, counter.last);
}

/**
 * Every family with its rule; a family without one has an empty type code, pattern and example (its
 * forms get no number until a rule is saved).
 */
export async function listNumberRules(ctx: OwnerCtx): Promise<NumberRule[]> {
  await requirePermission(ctx, NUMBER_PAGE, 'index');
  const rules = await ctx.db.select().from(formNumberRules).where(eq(formNumberRules.ownerId, ctx.owner.id));
  const issued = await ctx.db
    .select({ family: formNumberCounters.family, n: sum(formNumberCounters.last).mapWith(Number) })
    .from(formNumberCounters)
    .where(eq(formNumberCounters.ownerId, ctx.owner.id))
    .groupBy(formNumberCounters.family);
  const now = new Date();
  const answers: NumberRule[] = [];
  for (const family of FORM_FAMILIES) {
    const rule = rules.find((row) => row.family === family);
    const count = issued.find((row) => row.family === family)?.n ?? 0;
    if (!rule) {
      answers.push({ family, type_code: '', pattern: '', example: '', issued: count });
      continue;
    }
    const prefix = numberPrefix(rule.pattern, { project: EXAMPLE_PROJECT_CODE, type: rule.typeCode, at: now });
    const [counter] = await ctx.db
      .select({ last: formNumberCounters.last })
      .from(formNumberCounters)
      .where(
        and(
          eq(formNumberCounters.ownerId, ctx.owner.id),
          eq(formNumberCounters.family, family),
          eq(formNumberCounters.prefix, prefix),
        ),
      );
    answers.push({
      family,
      type_code: rule.typeCode,
      pattern: rule.pattern,
      example: numberOf(prefix, (counter?.last ?? 0) + 1),
      issued: count,
    });
  }
  return answers;
}

/** Makes or replaces a family's rule, audited. Numbers already issued keep their text. */
export async function saveNumberRule(ctx: OwnerCtx, body: z.output<typeof NumberRuleBody>): Promise<void> {
  await requirePermission(ctx, NUMBER_PAGE, 'update');
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(formNumberRules)
      .where(and(eq(formNumberRules.ownerId, ctx.owner.id), eq(formNumberRules.family, body.family)))
      .for('update');
    const [row] = await tx
      .insert(formNumberRules)
      .values({
        ownerId: ctx.owner.id,
        family: body.family,
        typeCode: body.type_code,
        pattern: body.pattern,
        createdBy: ctx.user.id,
      })
      .onConflictDoUpdate({
        target: [formNumberRules.ownerId, formNumberRules.family],
        set: { typeCode: body.type_code, pattern: body.pattern, updateAt: new Date() },
      })
      .returning();
    if (!row) throw new Error('the rule upsert returned nothing');
    const fields = (rule: RuleRow & { family: string }) => ({
      family: rule.family,
      type_code: rule.typeCode,
      pattern: rule.pattern,
    });
    await recordChange(tx, ctx, {
      entity: 'form_number_rules',
      entityId: row.id,
      action: before ? 'update' : 'create',
      before: before ? fields(before) : null,
      after: fields(row),
    });
  });
}

/** The starting rules of an ordinary owner (seeded with the starting templates). */
export const DEFAULT_NUMBER_RULES: { family: FormFamily; typeCode: string; pattern: string }[] = [
  { family: 'inspection', typeCode: 'JY', pattern: '{project}-{type}-{yyyy}-{seq:4}' },
  { family: 'ncr', typeCode: 'NCR', pattern: '{project}-{type}-{yyyy}-{seq:4}' },
  { family: 'release', typeCode: 'FX', pattern: '{project}-{type}-{yyyy}-{seq:4}' },
  { family: 'patrol', typeCode: 'XJ', pattern: '{project}-{type}-{yyyy}-{seq:4}' },
  { family: 'witness', typeCode: 'JZ', pattern: '{project}-{type}-{yyyy}-{seq:4}' },
];
