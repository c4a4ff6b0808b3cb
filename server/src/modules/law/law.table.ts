import type { LawStatus } from '@app/contract';
import { sql } from 'drizzle-orm';
import { customType, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { auditColumns } from '../../platform/audit-columns.js';
import { files } from '../files/file.table.js';

/** A tsvector written as its literal (law-search.ts builds it). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A law, regulation or standard of the owner's library (法规库). */
export const laws = pgTable(
  'laws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    title: text('title').notNull(),
    issuer: text('issuer').notNull().default(''),
    enableDate: date('enable_date', { mode: 'string' }).notNull(),
    status: text('status').$type<LawStatus>().notNull(),
    content: text('content').notNull().default(''),
    /** The law's text as an attached PDF (a file of purpose `law`, which the law module keeps), if any. */
    fileId: uuid('file_id').references(() => files.id, { onDelete: 'set null' }),
    /** Title, code, issuer and text cut into tokens (law-search.ts), weighted A, B, C, D. */
    search: tsvector('search').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('laws_owner_code_idx').on(t.ownerId, t.code),
    // The default order (newest enable date first), alone and under the status filter.
    index('laws_owner_enable_date_idx').on(t.ownerId, t.enableDate, t.id),
    index('laws_owner_status_enable_date_idx').on(t.ownerId, t.status, t.enableDate, t.id),
    // Text sorts by pinyin (listWindow), so the code's sort has its own index.
    index('laws_owner_code_pinyin_idx').on(t.ownerId, sql`${t.code} collate pinyin`, t.id),
    index('laws_search_idx').using('gin', t.search),
    // One law per file: the file's reader is the law's, and its keeper finds the law by it.
    uniqueIndex('laws_file_idx').on(t.fileId),
  ],
);

export type LawTableRow = typeof laws.$inferSelect;
