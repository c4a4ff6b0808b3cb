import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { deviceProcesses } from './device.table.js';

/** The names of a kind's steps in route order, as the database holds them. */
export const stepNamesOf = (db: Db, deviceId: number) =>
  db
    .select()
    .from(deviceProcesses)
    .where(eq(deviceProcesses.deviceId, deviceId))
    .orderBy(deviceProcesses.step)
    .then((rows) => rows.map((row) => row.name));
