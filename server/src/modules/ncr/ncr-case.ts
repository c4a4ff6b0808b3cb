import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import { submittedForms } from '../form/public.js';
import { ncrCases } from './ncr.table.js';

/** Starts the loop of a new NCR report (its header's upload): waiting for its disposition. */
export async function openNcrCase(
  tx: Db,
  ncr: { formInstanceId: number; ownerId: number; equipmentId: number | null; createdBy: number },
): Promise<void> {
  await tx.insert(ncrCases).values({ ...ncr, state: 'disposition' });
}

/**
 * The NCRs raised on a piece of equipment (their form submitted) whose loop is not closed: each
 * blocks the equipment's release. A draft NCR raises nothing yet.
 */
export async function openNcrsOf(db: Db, ownerId: number, equipmentId: number) {
  const form = submittedForms(db, ownerId);
  return db
    .select({ id: ncrCases.formInstanceId, state: ncrCases.state, number: form.number, templateId: form.templateId })
    .from(ncrCases)
    .innerJoin(form, eq(form.id, ncrCases.formInstanceId))
    .where(and(eq(ncrCases.ownerId, ownerId), eq(ncrCases.equipmentId, equipmentId), ne(ncrCases.state, 'closed')))
    .orderBy(ncrCases.formInstanceId);
}
