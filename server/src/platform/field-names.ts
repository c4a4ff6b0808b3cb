/**
 * A table's columns are camelCase properties (`planSymbol`), the contract's and the audit log's
 * fields their snake_case names (`plan_symbol`). A module names the columns a body writes once and
 * reads both sides from that list, so a column written is a column audited.
 */

/** `planSymbol` → `plan_symbol`: a column's property as the contract names its field. */
export type FieldName<C extends string> = C extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${FieldName<Tail>}`
  : C;

const fieldName = <C extends string>(column: C) =>
  column.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as FieldName<C>;

/** The row's `columns` under their field names, in the list's order: what the audit log records of a row. */
export function rowFields<R, C extends keyof R & string>(
  row: R,
  columns: readonly C[],
): { [K in C as FieldName<K>]: R[K] } {
  // The keys are built from the mapped type's own names; TypeScript cannot follow that through fromEntries.
  return Object.fromEntries(columns.map((column) => [fieldName(column), row[column]])) as {
    [K in C as FieldName<K>]: R[K];
  };
}

/** The body's fields for `columns`, under the columns' names: what a create or an update writes. */
export function bodyColumns<B extends { [K in C as FieldName<K>]: unknown }, C extends string>(
  body: B,
  columns: readonly C[],
): { [K in C]: B[FieldName<K> & keyof B] } {
  const values = body as Record<string, unknown>;
  return Object.fromEntries(columns.map((column) => [column, values[fieldName(column)]])) as {
    [K in C]: B[FieldName<K> & keyof B];
  };
}
