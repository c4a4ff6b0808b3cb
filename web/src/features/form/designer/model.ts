import {
  FORM_COLUMN_KINDS,
  FORM_COLUMNS_MAX,
  FORM_DESCRIPTION_MAX,
  FORM_KEY_PATTERN,
  FORM_PHOTOS_MAX,
  FORM_TITLE_MAX,
  type FormColumn,
  type FormColumnKind,
  type FormItem,
  type FormItemKind,
  type MeasureOptions,
} from '@app/contract';

/**
 * What the designer knows about items beyond the contract's model: a new item of each kind, a free
 * key, the tidy form of an item (the one `formItems` reads back from its schemas) and the checks the
 * server makes, so the designer can point at a mistake before saving.
 */

/** A new item of `kind`, titled `title`, with a key not among `used`. */
export function newItem(kind: FormItemKind, key: string, title: string, columnTitle: string): FormItem {
  switch (kind) {
    case 'measure':
      return { key, title, kind, measure: { unit: 'mm', nominal: 0, plus: 0, minus: 0 } };
    case 'dict':
      return { key, title, kind, dictCode: '' };
    case 'table':
      return { key, title, kind, columns: [{ key: 'col1', title: columnTitle, kind: 'text' }] };
    default:
      return { key, title, kind } as FormItem;
  }
}

/** `prefix1`, `prefix2`, …: the first not in `used`. */
export function freeKey(used: Iterable<string>, prefix: string): string {
  const taken = new Set(used);
  let n = 1;
  while (taken.has(`${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/** A new column of `kind` with the options it needs. */
export function newColumn(kind: FormColumnKind, key: string, title: string): FormColumn {
  if (kind === 'measure') return { key, title, kind, measure: { unit: 'mm', nominal: 0, plus: 0, minus: 0 } };
  if (kind === 'dict') return { key, title, kind, dictCode: '' };
  return { key, title, kind };
}

/** A column turned into another kind keeps its key, title and required mark, and only the options its kind uses. */
export function withColumnKind(column: FormColumn, kind: FormColumnKind): FormColumn {
  const next = newColumn(kind, column.key, column.title);
  if (column.required) next.required = true;
  if (kind === 'number' && column.unit !== undefined) next.unit = column.unit;
  if (kind === 'measure' && column.measure) next.measure = column.measure;
  if (kind === 'dict' && column.dictCode !== undefined) next.dictCode = column.dictCode;
  return next;
}

function dropUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}

const blankToUndefined = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

function tidyColumn(column: FormColumn): FormColumn {
  return dropUndefined({
    key: column.key,
    title: column.title,
    kind: column.kind,
    required: column.required || undefined,
    unit: column.kind === 'number' ? blankToUndefined(column.unit) : undefined,
    measure: column.kind === 'measure' ? column.measure : undefined,
    dictCode: column.kind === 'dict' ? (column.dictCode ?? '') : undefined,
  });
}

/**
 * The item as `formItems` reads it back: no empty options, `required` only when true (never on a
 * section), and only the options of its kind.
 */
export function tidyItem(item: FormItem): FormItem {
  const base = dropUndefined({
    key: item.key,
    title: item.title,
    description: blankToUndefined(item.description),
    required: item.kind === 'section' ? undefined : item.required || undefined,
    showWhen: item.showWhen,
  });
  switch (item.kind) {
    case 'number':
      return dropUndefined({
        ...base,
        kind: item.kind,
        unit: blankToUndefined(item.unit),
        minimum: item.minimum,
        maximum: item.maximum,
      });
    case 'measure':
      return { ...base, kind: item.kind, measure: item.measure };
    case 'photo':
      return dropUndefined({ ...base, kind: item.kind, maxCount: item.maxCount });
    case 'dict':
      return { ...base, kind: item.kind, dictCode: item.dictCode };
    case 'table':
      return { ...base, kind: item.kind, columns: item.columns.map(tidyColumn) };
    default:
      return { ...base, kind: item.kind };
  }
}

/** Rounds away binary fractions (0.1 + 0.2) in what the designer shows. */
const shown = (value: number) => String(Math.round(value * 1e6) / 1e6);

/** The acceptable range of a measured value: `9.95 ~ 10.05 mm`. */
export function measureRange(measure: MeasureOptions): string {
  const low = shown(measure.nominal - measure.minus);
  const high = shown(measure.nominal + measure.plus);
  return `${low} ~ ${high}${measure.unit ? ` ${measure.unit}` : ''}`;
}

/**
 * The items a `showWhen` of the item at `index` may name: those before it whose answer is one short
 * text a value can equal (`isShown` compares with ===, so a number's answer never equals a string).
 */
const CONDITION_KINDS: ReadonlySet<FormItemKind> = new Set(['passFail', 'dict', 'text', 'date']);
export function conditionSources(items: readonly FormItem[], index: number): FormItem[] {
  return items.slice(0, Math.max(0, index)).filter((item) => CONDITION_KINDS.has(item.kind));
}

/** Error text keys of one item (`field` → i18n key), as the server would refuse it. */
export type ItemErrors = Record<string, string>;

const MEASURE_LIMIT = 1e9;
const measureError = (measure: MeasureOptions | undefined): string | undefined => {
  if (!measure) return 'formDesigner.error.measure';
  const finite = [measure.nominal, measure.plus, measure.minus].every(
    (value) => typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= MEASURE_LIMIT,
  );
  if (!finite || measure.plus < 0 || measure.minus < 0) return 'formDesigner.error.measure';
  if (measure.unit.length > 16) return 'formDesigner.error.unitTooLong';
  return undefined;
};

function columnErrors(columns: readonly FormColumn[]): string | undefined {
  if (columns.length === 0) return 'formDesigner.error.noColumns';
  if (columns.length > FORM_COLUMNS_MAX) return 'formDesigner.error.tooManyColumns';
  const seen = new Set<string>();
  for (const column of columns) {
    if (!FORM_KEY_PATTERN.test(column.key)) return 'formDesigner.error.columnKey';
    if (seen.has(column.key)) return 'formDesigner.error.columnKeyTaken';
    seen.add(column.key);
    if (!column.title.trim() || column.title.length > FORM_TITLE_MAX) return 'formDesigner.error.columnTitle';
    if (!(FORM_COLUMN_KINDS as readonly string[]).includes(column.kind)) return 'formDesigner.error.columnKind';
    if (column.kind === 'measure' && measureError(column.measure)) return 'formDesigner.error.columnMeasure';
    if (column.kind === 'dict' && !column.dictCode?.trim()) return 'formDesigner.error.columnDict';
    if ((column.unit?.length ?? 0) > 16) return 'formDesigner.error.unitTooLong';
  }
  return undefined;
}

/** What the server's FormItemsBody would refuse, item by item (index → field → text key). */
export function validateItems(items: readonly FormItem[]): Map<number, ItemErrors> {
  const result = new Map<number, ItemErrors>();
  const seen = new Set<string>();
  items.forEach((item, index) => {
    const errors: ItemErrors = {};
    if (!FORM_KEY_PATTERN.test(item.key)) errors.key = 'formDesigner.error.key';
    else if (seen.has(item.key)) errors.key = 'formDesigner.error.keyTaken';
    if (!item.title.trim()) errors.title = 'formDesigner.error.titleRequired';
    else if (item.title.length > FORM_TITLE_MAX) errors.title = 'formDesigner.error.tooLong';
    if ((item.description?.length ?? 0) > FORM_DESCRIPTION_MAX) errors.description = 'formDesigner.error.tooLong';
    if (item.showWhen) {
      if (!seen.has(item.showWhen.key)) errors.showWhen = 'formDesigner.error.condition';
      else if (!item.showWhen.equals.trim()) errors.showWhen = 'formDesigner.error.conditionValue';
    }
    switch (item.kind) {
      case 'number':
        if (item.minimum !== undefined && item.maximum !== undefined && item.minimum > item.maximum) {
          errors.maximum = 'formDesigner.error.minMax';
        }
        if ((item.unit?.length ?? 0) > 16) errors.unit = 'formDesigner.error.unitTooLong';
        break;
      case 'measure': {
        const error = measureError(item.measure);
        if (error) errors.measure = error;
        break;
      }
      case 'photo':
        if (
          item.maxCount !== undefined &&
          (!Number.isInteger(item.maxCount) || item.maxCount < 1 || item.maxCount > FORM_PHOTOS_MAX)
        ) {
          errors.maxCount = 'formDesigner.error.maxCount';
        }
        break;
      case 'dict':
        if (!item.dictCode.trim()) errors.dictCode = 'formDesigner.error.dictCode';
        break;
      case 'table': {
        const error = columnErrors(item.columns);
        if (error) errors.columns = error;
        break;
      }
    }
    seen.add(item.key);
    if (Object.keys(errors).length > 0) result.set(index, errors);
  });
  return result;
}

/**
 * The server's field errors (`items.3.key`, `items.3.columns.0.title`, `name`) sorted by item index:
 * index → field (the first name after the index) → messages. Other names come back under `form`.
 */
export function serverItemErrors(errdata: Record<string, string[]>): {
  items: Map<number, Record<string, string>>;
  form: Record<string, string>;
} {
  const items = new Map<number, Record<string, string>>();
  const form: Record<string, string> = {};
  for (const [name, messages] of Object.entries(errdata)) {
    const text = messages.join('；');
    const match = /^items\.(\d+)(?:\.([^.]+))?/.exec(name);
    if (!match) {
      form[name] = text;
      continue;
    }
    const index = Number(match[1]);
    const field = match[2] ?? 'item';
    const errors = items.get(index) ?? {};
    errors[field] = errors[field] ? `${errors[field]}；${text}` : text;
    items.set(index, errors);
  }
  return { items, form };
}
