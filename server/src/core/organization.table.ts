import { type AnyPgColumn, boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../platform/audit-columns.js';
import { owners } from './owner.table.js';

/** An organisation of an owner's project (SPEC §3), in a tree through `parentId`. */
export const organizations = pgTable(
  'organizations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => organizations.id, { onDelete: 'cascade' }),
    shortName: text('short_name').notNull(),
    fullName: text('full_name').notNull().default(''),
    /** Dictionary key of the company nature (dictionary `company_nature`). */
    nature: text('nature').notNull().default(''),
    qualification: text('qualification').notNull().default(''),
    principal: text('principal').notNull().default(''),
    contact: text('contact').notNull().default(''),
    contactPhone: text('contact_phone').notNull().default(''),
    /** Inside the project (a participant) or outside it (e.g. a third-party inspection body). */
    inside: boolean('inside').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('organizations_owner_idx').on(t.ownerId, t.parentId)],
);

export const departments = pgTable(
  'departments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('departments_org_idx').on(t.organizationId)],
);

/** A person of an organisation as listed on the organisation page (SPEC §3 Staff). */
export const staff = pgTable(
  'staff',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    job: text('job').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    /** Photo URLs; uploads attach them once the files capability exists. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    resume: text('resume').notNull().default(''),
    major: text('major').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [index('staff_org_idx').on(t.organizationId)],
);
