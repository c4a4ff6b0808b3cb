type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/**
 * The form's schemas without the items the caller's node may not see (`hidden`): they are left out
 * of the schema's properties and required list and of the UI schema's order.
 */
export function withoutHidden(schema: Json, uiSchema: Json, rights: Record<string, string> | undefined) {
  const hidden = new Set(Object.entries(rights ?? {}).flatMap(([key, right]) => (right === 'hidden' ? [key] : [])));
  if (hidden.size === 0) return { schema, uiSchema };
  const keep = (key: string) => !hidden.has(key);
  const properties = Object.fromEntries(Object.entries(record(schema.properties)).filter(([key]) => keep(key)));
  const nextSchema: Json = { ...schema, properties };
  if (Array.isArray(schema.required)) nextSchema.required = (schema.required as string[]).filter(keep);
  const nextUi: Json = Object.fromEntries(Object.entries(uiSchema).filter(([key]) => keep(key)));
  if (Array.isArray(uiSchema['ui:order'])) nextUi['ui:order'] = (uiSchema['ui:order'] as string[]).filter(keep);
  return { schema: nextSchema, uiSchema: nextUi };
}
