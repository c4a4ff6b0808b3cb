import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { criterionClauses } from '../criterion/criterion.table.js';
import { reports } from './report.table.js';

/**
 * A clause of a standard a report cites as a requirement it checked. It goes with the report and
 * with the clause; the clause's index serves its evidence list and a standard's coverage.
 */
export const reportClauses = pgTable(
  'report_clauses',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.formInstanceId, { onDelete: 'cascade' }),
    clauseId: integer('clause_id')
      .notNull()
      .references(() => criterionClauses.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.clauseId] }), index('report_clauses_clause_idx').on(t.clauseId)],
);
