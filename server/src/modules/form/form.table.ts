import type { FormFamily, FormFlag, FormStatus, JsonSchema, UiSchema } from '@app/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { projects } from '../project/project.table.js';

/**
 * A form template (表单模板): the designer's draft as JSON Schema plus UI schema, and the number of
 * its latest published version (0 before the first). Filled forms use a version, never the draft.
 */
export const formTemplates = pgTable(
  'form_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    family: text('family').$type<FormFamily>().notNull(),
    description: text('description').notNull().default(''),
    draftSchema: jsonb('draft_schema').$type<JsonSchema>().notNull(),
    draftUiSchema: jsonb('draft_ui_schema').$type<UiSchema>().notNull(),
    latestVersion: integer('latest_version').notNull().default(0),
    /** Whether the draft differs from the latest version (always true before the first publication). */
    draftChanged: boolean('draft_changed').notNull().default(true),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('form_templates_owner_name_idx').on(t.ownerId, t.name),
    index('form_templates_owner_updated_idx').on(t.ownerId, t.updateAt, t.id),
  ],
);

/** A published version of a template: immutable, so every form filled on it reads as it was filled. */
export const formTemplateVersions = pgTable(
  'form_template_versions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    schema: jsonb('schema').$type<JsonSchema>().notNull(),
    uiSchema: jsonb('ui_schema').$type<UiSchema>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: integer('published_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('form_template_versions_template_version_idx').on(t.templateId, t.version)],
);

/**
 * A filled form (表单实例) on one version of a template. A draft belongs to its creator; a submitted
 * form is a record: it has its number, its flags, and no further changes. The project's key takes no
 * action on delete ("no action", checked at the end of the statement like equipment's), so a project
 * holding forms is kept (code 7) while deleting the owner still removes both.
 */
export const formInstances = pgTable(
  'form_instances',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => formTemplates.id, { onDelete: 'restrict' }),
    versionId: integer('version_id')
      .notNull()
      .references(() => formTemplateVersions.id, { onDelete: 'restrict' }),
    projectId: integer('project_id').references(() => projects.id, { onDelete: 'no action' }),
    status: text('status').$type<FormStatus>().notNull().default('draft'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    flags: jsonb('flags').$type<FormFlag[]>().notNull().default([]),
    revision: integer('revision').notNull().default(0),
    /** Empty until submitted under a numbering rule. */
    number: text('number').notNull().default(''),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * The state of the form's latest review (workflow_instances), none before one: kept by the
     * trigger workflow_instances_review_status (migration 0044) on every write of a review, so a
     * list or a count reads where a form's review is without looking up its latest review (a report
     * copies it, reports.review_status, for the report list's index of review states).
     */
    reviewStatus: text('review_status'),
    ...auditColumns,
  },
  (t) => [
    index('form_instances_owner_updated_idx').on(t.ownerId, t.updateAt.desc(), t.id),
    // The forms list's sort by submission: read backwards, it is submitted_at desc nulls first, id desc.
    index('form_instances_owner_submitted_idx').on(t.ownerId, t.submittedAt, t.id),
    index('form_instances_template_idx').on(t.templateId),
    index('form_instances_version_idx').on(t.versionId),
    index('form_instances_project_idx').on(t.projectId),
    uniqueIndex('form_instances_owner_number_idx').on(t.ownerId, t.number).where(sql`${t.number} <> ''`),
  ],
);

/** A family's numbering rule (编号规则): its type code and pattern (contract `isNumberPattern`). */
export const formNumberRules = pgTable(
  'form_number_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    family: text('family').$type<FormFamily>().notNull(),
    typeCode: text('type_code').notNull(),
    pattern: text('pattern').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('form_number_rules_owner_family_idx').on(t.ownerId, t.family)],
);

/**
 * The last sequence number issued per rendered prefix (the pattern with everything but `{seq:N}`
 * filled in), so each project, type and year counts from 1. Incremented in the submitting
 * transaction: a failed submission leaves no gap, and concurrent ones wait on the row.
 */
export const formNumberCounters = pgTable(
  'form_number_counters',
  {
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    family: text('family').$type<FormFamily>().notNull(),
    prefix: text('prefix').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.family, t.prefix] })],
);

export type FormTemplateRowDb = typeof formTemplates.$inferSelect;
export type FormVersionRowDb = typeof formTemplateVersions.$inferSelect;
export type FormInstanceRowDb = typeof formInstances.$inferSelect;
