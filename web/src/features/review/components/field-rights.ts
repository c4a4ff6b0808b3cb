type Json = Record<string, unknown>;

const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};

/** The form's schemas with only the items `keep` accepts, in schema, required list and UI order. */
function pickItems(schema: Json, uiSchema: Json, keep: (key: string) => boolean) {
  const properties = Object.fromEntries(Object.entries(record(schema.properties)).filter(([key]) => keep(key)));
  const nextSchema: Json = { ...schema, properties };
  if (Array.isArray(schema.required)) nextSchema.required = (schema.required as string[]).filter(keep);
  const nextUi: Json = Object.fromEntries(
    Object.entries(uiSchema).filter(([key]) => key.startsWith('ui:') || keep(key)),
  );
  if (Array.isArray(uiSchema['ui:order'])) {
    nextUi['ui:order'] = (uiSchema['ui:order'] as string[]).filter((key) => key === '*' || keep(key));
  }
  return { schema: nextSchema, uiSchema: nextUi };
}

const keysWith = (rights: Record<string, string> | undefined, right: string) =>
  new Set(Object.entries(rights ?? {}).flatMap(([key, value]) => (value === right ? [key] : [])));

/** The form's schemas without the items the caller's node may not see (`hidden`). */
export function withoutHidden(schema: Json, uiSchema: Json, rights: Record<string, string> | undefined) {
  const hidden = keysWith(rights, 'hidden');
  if (hidden.size === 0) return { schema, uiSchema };
  return pickItems(schema, uiSchema, (key) => !hidden.has(key));
}

/**
 * The form as the caller's node may see it (`shown`), split for an approver who may change some
 * items (`edit`): the items only read, and those he may change (drawn in an editor).
 */
export function splitEditable(schema: Json, uiSchema: Json, rights: Record<string, string> | undefined) {
  const shown = withoutHidden(schema, uiSchema, rights);
  const edit = keysWith(rights, 'edit');
  const editKeys = Object.keys(record(shown.schema.properties)).filter((key) => edit.has(key));
  if (editKeys.length === 0) return { shown, read: shown, editable: null, editKeys };
  const editable = new Set(editKeys);
  return {
    shown,
    read: pickItems(shown.schema, shown.uiSchema, (key) => !editable.has(key)),
    editable: pickItems(shown.schema, shown.uiSchema, (key) => editable.has(key)),
    editKeys,
  };
}
