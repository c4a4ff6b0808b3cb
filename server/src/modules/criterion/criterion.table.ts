import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { laws } from '../law/law.table.js';

/**
 * A clause of a standard (规范标准分解): 5, 5.2 or 5.2.3 with its title and requirement text. A law's
 * clauses go with it, and a clause's sub-clauses with the clause (both cascade).
 */
export const criterionClauses = pgTable(
  'criterion_clauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    lawId: integer('law_id')
      .notNull()
      .references(() => laws.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => criterionClauses.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** The code's parts as numbers (5.10 → {5,10}): arrays compare part by part, so 5.2 sorts before 5.10. */
    sortPath: integer('sort_path').array().notNull(),
    level: integer('level').notNull(),
    title: text('title').notNull().default(''),
    requirement: text('requirement').notNull().default(''),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('criterion_clauses_law_code_idx').on(t.lawId, t.code),
    index('criterion_clauses_law_path_idx').on(t.lawId, t.sortPath),
    index('criterion_clauses_parent_idx').on(t.parentId),
    index('criterion_clauses_owner_idx').on(t.ownerId),
    check('criterion_clauses_level_check', sql`${t.level} between 1 and 3`),
  ],
);

export type ClauseTableRow = typeof criterionClauses.$inferSelect;

/**
 * How many times a standard's clauses were written, kept by the database (migration 0048): a trigger
 * on criterion_clauses counts every statement that inserts, changes or deletes a law's clauses, from
 * any module, import or server. The tree's kept answer is sent again while it has not moved
 * (clause-tree-answer.ts): one row read, where summing the clauses' xmin read a thousand.
 */
export const criterionTreeVersions = pgTable('criterion_tree_versions', {
  lawId: integer('law_id')
    .primaryKey()
    .references(() => laws.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull(),
});
