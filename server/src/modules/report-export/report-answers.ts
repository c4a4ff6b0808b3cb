import {
  type FormColumn,
  type FormItem,
  type MeasureOptions,
  outOfTolerance,
  PASS_FAIL_VALUES,
  type PassFailValue,
} from '@app/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { memberships } from '../../core/membership.table.js';
import { users } from '../../core/user.table.js';
import { chinaMinute } from '../../platform/china-time.js';
import { type Lang, translate } from '../../platform/messages.js';
import type { OwnerCtx } from '../../platform/session.js';
import { dictValues } from '../dictionary/public.js';
import { equipmentRefs } from '../equipment/public.js';

/** What answers name by id or code, as people read them: equipment, members, dictionary items. */
export interface Lookups {
  equipment: Map<number, string>;
  members: Map<number, string>;
  dicts: Map<string, Map<string, string>>;
}

/** How one answer is read: the kind and what an item or a table column adds to it. */
type Kind = FormItem['kind'] | FormColumn['kind'];
interface ValueOptions {
  unit?: string | undefined;
  measure?: MeasureOptions | undefined;
  dictCode?: string | undefined;
}

/** What an item adds to reading its answer. */
export const itemOptions = (item: FormItem): ValueOptions => ({
  unit: item.kind === 'number' ? item.unit : undefined,
  measure: item.kind === 'measure' ? item.measure : undefined,
  dictCode: item.kind === 'dict' ? item.dictCode : undefined,
});

const ids = (values: unknown[]) => [...new Set(values.filter((v): v is number => Number.isInteger(v)))];

/** The names behind the form's equipment and member answers and its dictionaries' items, read once. */
export async function lookupsFor(ctx: OwnerCtx, items: FormItem[], data: Record<string, unknown>): Promise<Lookups> {
  const answersOf = (kind: Kind) => items.filter((item) => item.kind === kind).map((item) => data[item.key]);
  const equipmentIds = ids(answersOf('equipment'));
  const memberIds = ids(answersOf('member'));
  const codes = new Set<string>();
  for (const item of items) {
    if (item.kind === 'dict') codes.add(item.dictCode);
    if (item.kind === 'table') for (const column of item.columns) if (column.dictCode) codes.add(column.dictCode);
  }
  const device = equipmentRefs(ctx);
  const [equipment, members, dicts] = await Promise.all([
    equipmentIds.length === 0
      ? []
      : ctx.db
          .select({ id: device.id, name: device.name, number: device.eNumber })
          .from(device)
          .where(inArray(device.id, equipmentIds)),
    memberIds.length === 0
      ? []
      : ctx.db
          .select({ id: users.id, name: users.name })
          .from(users)
          .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.ownerId, ctx.owner.id)))
          .where(inArray(users.id, memberIds)),
    Promise.all([...codes].map(async (code) => [code, await dictValues(ctx, code)] as const)),
  ]);
  return {
    equipment: new Map(equipment.map((row) => [row.id, row.number ? `${row.name}（${row.number}）` : row.name])),
    members: new Map(members.map((row) => [row.id, row.name])),
    dicts: new Map(dicts.map(([code, values]) => [code, new Map(values.map((v) => [v.key, v.value]))])),
  };
}

/** A calendar day as the caller's language writes it: 2025年4月2日, April 2, 2025. */
export function readableDate(value: string, lang: Lang): string {
  const day = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(day.getTime())) return value;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
}

/** An instant as the platform's users read it, on China's clock: 2025-04-02 09:30. */
export const readableTime = (at: Date | string) => chinaMinute(new Date(at));

const isPassFail = (value: unknown): value is PassFailValue => (PASS_FAIL_VALUES as readonly unknown[]).includes(value);
export const passFailText = (value: PassFailValue, lang: Lang) => translate(lang, `reportExport.passFail.${value}`);

const withUnit = (value: number, unit: string | undefined) => (unit ? `${value} ${unit}` : String(value));

/**
 * One answer as text: pass/fail and dictionary items in words, days as the language writes them,
 * numbers with their unit, a measured value out of its tolerance marked so. Empty for no answer;
 * an answer of an unexpected shape is shown as it is rather than lost.
 */
export function answerText(kind: Kind, value: unknown, options: ValueOptions, lookups: Lookups, lang: Lang): string {
  if (value === undefined || value === null || value === '') return '';
  switch (kind) {
    case 'passFail':
      return isPassFail(value) ? passFailText(value, lang) : String(value);
    case 'date':
      return typeof value === 'string' ? readableDate(value, lang) : String(value);
    case 'number':
      return typeof value === 'number' ? withUnit(value, options.unit) : String(value);
    case 'measure': {
      if (typeof value !== 'number' || !options.measure) return String(value);
      const { unit, nominal, plus, minus } = options.measure;
      const shown = withUnit(value, unit);
      if (!outOfTolerance(value, options.measure)) return shown;
      return translate(lang, 'reportExport.outOfTolerance', { value: shown, nominal, plus, minus });
    }
    case 'equipment':
      return typeof value === 'number' ? (lookups.equipment.get(value) ?? '') : String(value);
    case 'member':
      return typeof value === 'number' ? (lookups.members.get(value) ?? '') : String(value);
    case 'dict':
      return lookups.dicts.get(options.dictCode ?? '')?.get(String(value)) ?? String(value);
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
