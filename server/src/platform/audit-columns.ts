import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Audit fields carried by every business table (SPEC §3: createdBy, createdAt, updateAt). */
export const auditColumns = {
  createdBy: integer('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updateAt: timestamp('update_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
