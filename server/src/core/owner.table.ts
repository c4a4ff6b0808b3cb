import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../platform/audit-columns.js';

export const owners = pgTable('owners', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  key: text('key').notNull().unique(),
  /** The short name shown in the top bar. */
  name: text('name').notNull(),
  fullName: text('full_name').notNull().default(''),
  /** Pinyin initials used to sort and find owners (SPEC §3 "alphabet"). */
  alphabet: text('alphabet').notNull().default(''),
  /** A short code printed on documents (SPEC §3 "abridge"). */
  abridge: text('abridge').notNull().default(''),
  province: text('province').notNull().default(''),
  city: text('city').notNull().default(''),
  town: text('town').notNull().default(''),
  logo: text('logo').notNull().default(''),
  isConfig: boolean('is_config').notNull().default(false),
  /** Whether the owner has its own system administrator (SPEC §6 owner setting). */
  configAdmin: boolean('config_admin').notNull().default(true),
  enabled: boolean('enabled').notNull().default(true),
  ...auditColumns,
});

export type OwnerRow = typeof owners.$inferSelect;
