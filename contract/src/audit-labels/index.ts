import type { Title } from '../routes.js';
import { authorityAuditLabels } from './authority.js';
import { AUDIT_COMMON_FIELDS } from './common.js';
import { criterionAuditLabels } from './criterion.js';
import type { AuditLabels } from './define.js';
import { deviceAuditLabels } from './device.js';
import { dictionaryAuditLabels } from './dictionary.js';
import { equipmentAuditLabels } from './equipment.js';
import { filesAuditLabels } from './files.js';
import { findingAuditLabels } from './finding.js';
import { formAuditLabels } from './form.js';
import { inspectionCategoryAuditLabels } from './inspection-category.js';
import { inspectionUnitAuditLabels } from './inspection-unit.js';
import { lawAuditLabels } from './law.js';
import { menuAuditLabels } from './menu.js';
import { ncrAuditLabels } from './ncr.js';
import { newsAuditLabels } from './news.js';
import { onlineAuditLabels } from './online.js';
import { organizationAuditLabels } from './organization.js';
import { ownerAuditLabels } from './owner.js';
import { planAuditLabels } from './plan.js';
import { productionAuditLabels } from './production.js';
import { projectAuditLabels } from './project.js';
import { reportAuditLabels } from './report.js';
import { roleAuditLabels } from './role.js';
import { routeTitleAuditLabels } from './route-title.js';
import { userAuditLabels } from './user.js';
import { workflowAuditLabels } from './workflow.js';

export * from './authority.js';
export * from './common.js';
export * from './criterion.js';
export * from './define.js';
export * from './device.js';
export * from './dictionary.js';
export * from './equipment.js';
export * from './files.js';
export * from './finding.js';
export * from './form.js';
export * from './inspection-category.js';
export * from './inspection-unit.js';
export * from './law.js';
export * from './menu.js';
export * from './ncr.js';
export * from './news.js';
export * from './online.js';
export * from './organization.js';
export * from './owner.js';
export * from './plan.js';
export * from './production.js';
export * from './project.js';
export * from './report.js';
export * from './role.js';
export * from './route-title.js';
export * from './user.js';
export * from './workflow.js';

/**
 * Every audited entity with its labels, one module's after another: accounts and settings first, then
 * the catalogue, projects and equipment, forms and reports with their reviews, NCRs and findings, and
 * the knowledge base (the order of the audit screen's filter). Each module's server manifest names
 * its own part (`auditLabels`); a server test checks that the manifests cover this list exactly.
 */
export const AUDIT_LABELS = {
  ...userAuditLabels,
  ...onlineAuditLabels,
  ...roleAuditLabels,
  ...authorityAuditLabels,
  ...menuAuditLabels,
  ...routeTitleAuditLabels,
  ...dictionaryAuditLabels,
  ...ownerAuditLabels,
  ...organizationAuditLabels,
  ...filesAuditLabels,
  ...deviceAuditLabels,
  ...inspectionCategoryAuditLabels,
  ...inspectionUnitAuditLabels,
  ...projectAuditLabels,
  ...equipmentAuditLabels,
  ...planAuditLabels,
  ...productionAuditLabels,
  ...formAuditLabels,
  ...reportAuditLabels,
  ...workflowAuditLabels,
  ...ncrAuditLabels,
  ...findingAuditLabels,
  ...lawAuditLabels,
  ...criterionAuditLabels,
  ...newsAuditLabels,
} as const satisfies AuditLabels;

/** What the audit log records changes of: only a labelled entity can be audited. */
export type AuditEntity = keyof typeof AUDIT_LABELS;

export const AUDIT_ENTITIES = Object.keys(AUDIT_LABELS) as AuditEntity[];

type KeyedEntity = {
  [E in AuditEntity]: (typeof AUDIT_LABELS)[E] extends { keyedBy: string } ? E : never;
}[AuditEntity];

/** The fields an entity's changes may record: its own labelled ones and the common ones (any key if keyed by data). */
export type AuditField<E extends AuditEntity> = E extends KeyedEntity
  ? string
  : keyof (typeof AUDIT_LABELS)[E]['fields'] | keyof typeof AUDIT_COMMON_FIELDS;

const isAuditEntity = (entity: string): entity is AuditEntity => Object.hasOwn(AUDIT_LABELS, entity);

/** A field's label as the audit log shows it: the entity's own, else the common one; none for a data key. */
export function auditFieldTitle(entity: string, field: string): Title | undefined {
  const own: Readonly<Record<string, Title>> | undefined = isAuditEntity(entity)
    ? AUDIT_LABELS[entity].fields
    : undefined;
  const common: Readonly<Record<string, Title>> = AUDIT_COMMON_FIELDS;
  return (
    (own && Object.hasOwn(own, field) ? own[field] : undefined) ??
    (Object.hasOwn(common, field) ? common[field] : undefined)
  );
}

/** An entity's label, none for a name no module audits. */
export const auditEntityTitle = (entity: string): Title | undefined =>
  isAuditEntity(entity) ? AUDIT_LABELS[entity].title : undefined;
