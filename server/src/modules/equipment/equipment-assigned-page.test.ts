import { type Call, Code, EquipmentCalls, type EquipmentRow, ProjectCalls } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { useTestApp } from '../../../test/app.js';
import { type CallInput, envelope } from '../../../test/http.js';
import {
  equipmentBody,
  expectFirstPagesOf,
  firstPageOf,
  kindByName,
  projectByNumber,
  rowsOf,
} from './equipment.test-support.js';

const t = useTestApp();

describe("an inspector's first page", () => {
  it('walks his assignments in number order, following a piece renumbered or moved, and his projects', async () => {
    const admin = await signedIn(t, 'hdny');
    const inspector = await signedIn(t, 'hdny', 'staff');
    const first = await projectByNumber(admin.call, 'HDNY-2026-001');
    const second = await projectByNumber(admin.call, 'HDNY-2026-002');
    for (const project of [first, second]) {
      const people = { managers: [], inspectors: [inspector.user.id] };
      expect(
        envelope(await admin.call(ProjectCalls.savePeople, { query: { id: project.id }, body: people })).code,
      ).toBe(Code.Success);
    }
    const kind = await kindByName(admin.call, '主变压器');
    const save = async <C extends Call>(call: C, input: CallInput<C>) => {
      const res = envelope<EquipmentRow>(await admin.call(call, input));
      expect(res.code, res.msg).toBe(Code.Success);
      return res.data;
    };
    // Twenty pieces over both projects, numbered out of their ids' order; he is given all but two.
    const pieces: EquipmentRow[] = [];
    for (let n = 0; n < 20; n++) {
      const project = n % 2 === 0 ? first : second;
      const number = `YX-${String((n * 7) % 20).padStart(2, '0')}`;
      const piece = await save(EquipmentCalls.create, {
        body: equipmentBody(project.id, kind.id, { e_number: number }),
      });
      if (n % 10 !== 9) {
        await save(EquipmentCalls.saveInspectors, { query: { id: piece.id }, body: { user_ids: [inspector.user.id] } });
      }
      pieces.push(piece);
    }
    expect(await rowsOf(inspector.call)).toHaveLength(18);
    await expectFirstPagesOf(inspector.call, second.id);

    // Renumbered to sort first, a piece leads his page.
    const [renamed, moved] = [pieces[4], pieces[6]];
    if (!renamed || !moved) throw new Error('pieces missing');
    await save(EquipmentCalls.update, {
      query: { id: renamed.id },
      body: equipmentBody(renamed.project_id, kind.id, { name: renamed.name, e_number: 'AA-01' }),
    });
    expect((await firstPageOf(inspector.call))[0]).toBe(renamed.id);
    await expectFirstPagesOf(inspector.call, first.id);

    // Moved to the other project, which he works on too, a piece is in that project's page.
    await save(EquipmentCalls.update, {
      query: { id: moved.id },
      body: equipmentBody(second.id, kind.id, { name: moved.name, e_number: moved.e_number }),
    });
    await save(EquipmentCalls.saveInspectors, { query: { id: moved.id }, body: { user_ids: [inspector.user.id] } });
    expect(await firstPageOf(inspector.call, { project_id: second.id })).toContain(moved.id);
    expect(await firstPageOf(inspector.call, { project_id: first.id })).not.toContain(moved.id);
    await expectFirstPagesOf(inspector.call, second.id);

    // Taken off the first project, he no longer reads its pieces, though still assigned to them.
    await admin.call(ProjectCalls.savePeople, { query: { id: first.id }, body: { managers: [], inspectors: [] } });
    const left = await rowsOf(inspector.call);
    expect(left.length).toBeGreaterThan(0);
    expect(left.every((row) => row.project_id === second.id)).toBe(true);
    await expectFirstPagesOf(inspector.call, second.id);
  });
});
