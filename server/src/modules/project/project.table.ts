import type { ProjectRole } from '@app/contract';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { organizations } from '../../core/organization.table.js';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { files } from '../files/file.table.js';

/** A group of the owner's projects (项目组): a programme, a region, a client's portfolio. */
export const projectGroups = pgTable(
  'project_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    note: text('note').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('project_groups_owner_name_idx').on(t.ownerId, t.name)],
);

/**
 * An engineering project (工程项目) with the fields of SPEC §3. Coded fields hold dictionary keys;
 * money, areas and coordinates are exact decimals (WGS-84 degrees, 6 places: about 0.1 m).
 */
export const projects = pgTable(
  'projects',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    // A group with projects is not deleted (the service says why; the key enforces it, checked at the
    // end of the statement so that deleting the owner still removes both).
    groupId: integer('group_id')
      .notNull()
      .references(() => projectGroups.id, { onDelete: 'no action' }),
    name: text('name').notNull(),
    number: text('number').notNull(),
    projectType: text('project_type').notNull().default(''),
    stage: text('stage').notNull().default(''),
    investType: text('invest_type').notNull().default(''),
    level: text('level').notNull().default(''),
    inspectionStatus: text('inspection_status').notNull().default(''),
    inspectionType: text('inspection_type').notNull().default(''),
    greenCert: text('green_cert').notNull().default(''),
    /** The administrative region by name; empty levels below the last one chosen. */
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    location: text('location').notNull().default(''),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    latitude: numeric('latitude', { precision: 8, scale: 6, mode: 'number' }),
    totalInvest: numeric('total_invest', { precision: 12, scale: 2, mode: 'number' }),
    constructionArea: numeric('construction_area', { precision: 11, scale: 2, mode: 'number' }),
    constructionLength: numeric('construction_length', { precision: 11, scale: 2, mode: 'number' }),
    team: text('team').notNull().default(''),
    supervisorId: integer('supervisor_id').references(() => users.id, { onDelete: 'set null' }),
    projectSupervisorId: integer('project_supervisor_id').references(() => users.id, { onDelete: 'set null' }),
    constructionUnitId: integer('construction_unit_id').references(() => organizations.id, { onDelete: 'set null' }),
    contractStart: date('contract_start'),
    contractEnd: date('contract_end'),
    actualStart: date('actual_start'),
    actualEnd: date('actual_end'),
    progress: integer('progress').notNull().default(0),
    renderings: jsonb('renderings').$type<string[]>().notNull().default([]),
    progressImages: jsonb('progress_images').$type<string[]>().notNull().default([]),
    note: text('note').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('projects_owner_number_idx').on(t.ownerId, t.number),
    index('projects_owner_group_idx').on(t.ownerId, t.groupId, t.number),
    index('projects_owner_name_idx').on(t.ownerId, t.name),
  ],
);

/**
 * Who works on a project and as what: its managers (项目经理) and its inspectors (检验员). Managers
 * and inspectors see the projects they are on and nothing else of the owner's projects.
 */
export const projectMembers = pgTable(
  'project_members',
  {
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<ProjectRole>().notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    ...auditColumns,
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId, t.role] }),
    index('project_members_owner_user_idx').on(t.ownerId, t.userId, t.role),
  ],
);

/**
 * A document of a project (its documents tab), one row per file: the file goes with its row when
 * deleted, and a project that still has documents is not deleted (its files would be nobody's).
 */
export const projectDocuments = pgTable(
  'project_documents',
  {
    fileId: uuid('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    ...auditColumns,
  },
  (t) => [index('project_documents_project_idx').on(t.projectId)],
);

export type ProjectGroupRow = typeof projectGroups.$inferSelect;
export type ProjectRowRecord = typeof projects.$inferSelect;
