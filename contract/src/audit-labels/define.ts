import type { Title } from '../routes.js';

/**
 * How the audit log names one audited entity and the fields its changes record, in both languages.
 * An entity whose changes are keyed by data instead of by column (a role's grants by page, a page's
 * by role, an account's memberships by owner) says so in `keyedBy`: the screen names such a key by
 * that page's, role's or owner's own title, so its labels cover only the fixed fields it records.
 */
export interface AuditEntityLabels {
  title: Title;
  fields: Readonly<Record<string, Title>>;
  keyedBy?: 'page' | 'role' | 'owner';
}

export type AuditLabels = Readonly<Record<string, AuditEntityLabels>>;

/** A module's audited entities, kept literal so that the entities and their fields become types. */
export const defineAuditLabels = <const L extends AuditLabels>(labels: L): L => labels;
