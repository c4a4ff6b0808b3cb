import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db.js';
import type { DemoOwner } from '../../platform/module.js';
import { equipmentOfOwner } from '../equipment/public.js';
import { formsOfFamilies } from '../form/public.js';
import { projectPeopleOf } from '../project/public.js';
import { ncrCases } from './ncr.table.js';
import { openNcrCase } from './ncr-case.js';

/**
 * Gives each demo NCR report of an owner (made by the demo seeds before this one) the loop its
 * upload would have opened: waiting for its disposition, on the piece report.demo.ts gave its header
 * (the project's first) and raised by its form's author or else someone working on the project.
 * An owner without demo NCRs gets nothing.
 */
export async function seedDemoNcrCases(db: Db, owner: DemoOwner): Promise<void> {
  const forms = await formsOfFamilies(db, owner.id, ['ncr']);
  if (forms.length === 0) return;
  const opened = new Set(
    (await db.select({ id: ncrCases.formInstanceId }).from(ncrCases).where(eq(ncrCases.ownerId, owner.id))).map(
      (row) => row.id,
    ),
  );
  const pieces = (await equipmentOfOwner(db, owner.id)).sort((a, b) => a.id - b.id);
  for (const form of forms) {
    if (opened.has(form.id) || form.projectId === null) continue;
    const { inspectors, managers } = await projectPeopleOf(db, form.projectId);
    const raisedBy = form.createdBy ?? inspectors[0]?.id ?? managers[0]?.id;
    if (raisedBy === undefined) continue;
    const piece = pieces.find((candidate) => candidate.projectId === form.projectId);
    await openNcrCase(db, {
      formInstanceId: form.id,
      ownerId: owner.id,
      equipmentId: piece?.id ?? null,
      createdBy: raisedBy,
    });
  }
}
