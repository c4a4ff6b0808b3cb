import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { projectGroups } from './project.table.js';

/**
 * The owner's project groups by name, in display order, for another module that shows its records
 * by group (the inspection plan): which of them the caller sees follows from his projects.
 */
export const groupsOf = (db: Db, ownerId: number) =>
  db
    .select({ id: projectGroups.id, name: projectGroups.name })
    .from(projectGroups)
    .where(eq(projectGroups.ownerId, ownerId))
    .orderBy(asc(projectGroups.sort), asc(projectGroups.name), asc(projectGroups.id));
