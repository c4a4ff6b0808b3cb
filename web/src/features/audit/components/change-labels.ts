import '../texts';
import {
  ACTION_TYPES,
  type AuditEntry,
  auditEntityTitle,
  auditFieldTitle,
  BUILTIN_ROLE_TITLES,
  ROUTES,
} from '@app/contract';
import type { TFunction } from 'i18next';
import { formatBytes } from '../../../components/upload/format-bytes';
import { pick } from '../../../lib/localize';
import { isBuiltinName } from '../../role/public';

/** Shown by the server instead of a secret's value (the server's platform/audit.ts REDACTED). */
export const REDACTED = '******';

const routeTitle = (name: string) => {
  const route = ROUTES.find((r) => r.name === name);
  return route ? pick(route.title) : undefined;
};
const roleTitle = (name: string) => (isBuiltinName(name) ? pick(BUILTIN_ROLE_TITLES[name]) : undefined);

/** What the audit log calls an entity, as its module labels it (`AUDIT_LABELS`); the code itself if none does. */
export const entityLabel = (entity: string) => {
  const title = auditEntityTitle(entity);
  return title ? pick(title) : entity;
};

/**
 * A changed field's name as people say it, as the entity's module labels it. Permission changes are
 * keyed by page (a role's grants) or by role (a page's grants), which read as the page's or the role's title.
 */
export function fieldLabel(entity: string, field: string): string {
  const title = auditFieldTitle(entity, field);
  return title ? pick(title) : (routeTitle(field) ?? roleTitle(field) ?? field);
}

const isActionList = (value: unknown[]): value is string[] =>
  value.every((item) => (ACTION_TYPES as readonly unknown[]).includes(item));

/** A value as people read it: dictionary labels, role and page titles, yes/no, sizes. */
export function valueText(t: TFunction, entity: string, field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') {
    if (field === 'enabled') return t(value ? 'audit.values.on' : 'audit.values.off');
    if (field === 'inside') return t(value ? 'audit.values.insideYes' : 'audit.values.insideNo');
    return t(value ? 'audit.values.yes' : 'audit.values.no');
  }
  if (Array.isArray(value)) {
    if (value.length === 0) return t('audit.values.none');
    // Photos and evidence are files by id: their number says what changed.
    if (field === 'photos' || field === 'file_ids') return t('audit.values.photos', { count: value.length });
    const items = isActionList(value)
      ? value.map((action) => t(`audit.permissionActions.${action}`))
      : value.map((item) => valueText(t, entity, field, item));
    return items.join(t('audit.listSeparator'));
  }
  if (typeof value === 'object') {
    // A nested record: a member's role and status in an owner, a role's grants per page.
    return Object.entries(value)
      .map(([key, inner]) => `${fieldLabel(entity, key)}${t('audit.colon')}${valueText(t, entity, key, inner)}`)
      .join(t('audit.pairSeparator'));
  }
  const text = String(value);
  switch (field) {
    case 'gender':
      return t(`audit.genders.${text}`, { defaultValue: text });
    case 'language':
      return t(`audit.languages.${text}`, { defaultValue: text });
    case 'role':
      return roleTitle(text) ?? text;
    case 'page_key':
      return routeTitle(text) ?? text;
    case 'status':
      if (entity === 'equipment') return t(`audit.equipmentStatuses.${text}`, { defaultValue: text });
      return entity === 'laws' ? t(`audit.lawStatuses.${text}`, { defaultValue: text }) : text;
    case 'size':
      return typeof value === 'number' ? formatBytes(value) : text;
    default:
      return text;
  }
}

/** Fields that say which thing changed come first; ids and display order last. */
const LEADING = ['username', 'name', 'short_name', 'title', 'key', 'code', 'value', 'role', 'enabled'];
const rank = (field: string) => {
  const at = LEADING.indexOf(field);
  if (at >= 0) return at;
  return field === 'sort' || field.endsWith('_id') ? LEADING.length + 1 : LEADING.length;
};
const isBlank = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The fields of a change in reading order (the database keeps no order of its own). A new row's
 * unset fields and a removed row's empty ones say nothing and are left out.
 */
export function orderedChanges(entry: AuditEntry): [string, AuditEntry['changes'][string]][] {
  return Object.entries(entry.changes)
    .filter(
      ([, change]) =>
        !(entry.action === 'create' && isBlank(change.after)) && !(entry.action === 'delete' && isBlank(change.before)),
    )
    .sort(([a], [b]) => rank(a) - rank(b));
}
