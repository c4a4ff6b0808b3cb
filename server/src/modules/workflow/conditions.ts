import type { Condition, FormFamily } from '@app/contract';

/** What a condition can test of a submitted form. */
export interface Facts {
  family: FormFamily;
  template: number;
  project: number | null;
  submitterRole: string | null;
  equipmentKind: number | null;
  data: Record<string, unknown>;
}

function actualOf(subject: string, facts: Facts): unknown {
  if (subject.startsWith('item:')) return facts.data[subject.slice(5)];
  return facts[subject as Exclude<keyof Facts, 'data'>];
}

const asNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return null;
};

/** Whether one condition holds; values compare as text (eq, neq, in) or as numbers (gt…lte). */
export function holds(condition: Condition, facts: Facts): boolean {
  const actual = actualOf(condition.subject, facts);
  const { operator, value } = condition;
  const text = actual === null || actual === undefined ? '' : String(actual);
  switch (operator) {
    case 'eq':
      return !Array.isArray(value) && text === String(value);
    case 'neq':
      return Array.isArray(value) ? !value.includes(text) : text !== String(value);
    case 'in':
      return Array.isArray(value) ? value.includes(text) : text === String(value);
    default: {
      const left = asNumber(actual);
      const right = asNumber(value);
      if (left === null || right === null) return false;
      if (operator === 'gt') return left > right;
      if (operator === 'gte') return left >= right;
      if (operator === 'lt') return left < right;
      return left <= right;
    }
  }
}

export const allHold = (conditions: readonly Condition[], facts: Facts) => conditions.every((c) => holds(c, facts));
