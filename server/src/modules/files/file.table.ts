import type { ConversionState, FilePurpose, FileState } from '@app/contract';
import { bigint, boolean, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { owners } from '../../core/owner.table.js';
import { users } from '../../core/user.table.js';

/**
 * An upload grant (SPEC §3 "upload credentials"): a short-lived token bound to one user, one owner and
 * the files it lists. Only the token's hash is kept.
 */
export const uploadGrants = pgTable(
  'upload_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('upload_grants_expires_idx').on(t.expiresAt)],
);

/**
 * A stored file. Its id is also its key in the store and the tus upload id, so the server alone
 * chooses where bytes land. Variants (compressed image, thumbnail, converted PDF) sit beside it
 * under `<id>.<variant>`.
 */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => owners.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id').references(() => uploadGrants.id, { onDelete: 'set null' }),
    purpose: text('purpose').$type<FilePurpose>().notNull(),
    name: text('name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    type: text('type').notNull(),
    sha256: text('sha256'),
    state: text('state').$type<FileState>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    uploaderId: integer('uploader_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hasZip: boolean('has_zip').notNull().default(false),
    hasThumb: boolean('has_thumb').notNull().default(false),
    conversion: text('conversion').$type<ConversionState>().notNull().default('none'),
    conversionReason: text('conversion_reason'),
    /** Where and when a photo was taken, from its EXIF data when present: reports caption their photos with it. */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    gpsLat: doublePrecision('gps_lat'),
    gpsLng: doublePrecision('gps_lng'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('files_owner_purpose_idx').on(t.ownerId, t.purpose, t.createdAt),
    index('files_uploader_idx').on(t.uploaderId, t.state),
    // The sweep's look-ups, and the grant deletion it ends with (grant_id is set null on delete).
    index('files_state_created_idx').on(t.state, t.createdAt),
    index('files_grant_idx').on(t.grantId),
  ],
);

export type FileRow = typeof files.$inferSelect;
