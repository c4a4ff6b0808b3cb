import { Code, type ProjectRole, ReportCalls, type ReportCreateBody, type Role } from '@app/contract';
import { and, count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { signedIn } from '../../../test/admin.js';
import type { TestApp } from '../../../test/app.js';
import { createUser, ownerByKey } from '../../../test/factories.js';
import { caller, envelope, login } from '../../../test/http.js';
import { equipment } from '../equipment/equipment.table.js';
import { formInstances, formTemplates } from '../form/form.table.js';
import { projectGroups, projectMembers, projects } from '../project/project.table.js';
import { reports } from './report.table.js';

export type Member = Awaited<ReturnType<typeof signedIn>>;

let serial = 0;

/** Everything a report test needs: look-ups of the demo data, members placed on projects, uploads. */
export function reportKit(t: TestApp) {
  const projectId = async (number: string) => {
    const [row] = await t.db.select({ id: projects.id }).from(projects).where(eq(projects.number, number));
    if (!row) throw new Error(`no project ${number}`);
    return row.id;
  };

  const equipmentId = async (eNumber: string) => {
    const [row] = await t.db.select({ id: equipment.id }).from(equipment).where(eq(equipment.eNumber, eNumber));
    if (!row) throw new Error(`no equipment ${eNumber}`);
    return row.id;
  };

  const templateId = async (ownerKey: string, name: string) => {
    const owner = await ownerByKey(t.db, ownerKey);
    const [row] = await t.db
      .select({ id: formTemplates.id })
      .from(formTemplates)
      .where(and(eq(formTemplates.ownerId, owner.id), eq(formTemplates.name, name)));
    if (!row) throw new Error(`no template ${name}`);
    return row.id;
  };

  /** A new project of the owner's first group, which nobody works on yet. */
  const newProject = async (ownerKey = 'hdny') => {
    const owner = await ownerByKey(t.db, ownerKey);
    const [group] = await t.db
      .select({ id: projectGroups.id })
      .from(projectGroups)
      .where(eq(projectGroups.ownerId, owner.id));
    if (!group) throw new Error(`no project group in ${ownerKey}`);
    const name = `报告测试项目${++serial}`;
    const [row] = await t.db
      .insert(projects)
      .values({ ownerId: owner.id, groupId: group.id, name, number: `RPT-${serial}-${Date.now().toString(36)}` })
      .returning({ id: projects.id });
    if (!row) throw new Error('project insert returned nothing');
    return { id: row.id, name };
  };

  /** A new signed-in member of hdny named `name`, working on each project given in its project role. */
  async function member(role: Role, on: [projectId: number, as: ProjectRole][] = [], name?: string): Promise<Member> {
    const user = await createUser(t.db, { role, ownerKey: 'hdny', ...(name ? { name } : {}) });
    const cookie = await login(t.app, user.username);
    const owner = await ownerByKey(t.db, 'hdny');
    if (on.length > 0) {
      await t.db
        .insert(projectMembers)
        .values(on.map(([id, as]) => ({ projectId: id, userId: user.id, role: as, ownerId: owner.id })));
    }
    return { user, cookie, call: caller(t.app, cookie) };
  }

  const create = async (who: Member, body: Partial<ReportCreateBody> | Record<string, unknown>) =>
    envelope<{ id: number; template_id: number }>(await who.call(ReportCalls.create, { body }));

  /** Uploads and expects success; answers the report's form id. */
  async function created(who: Member, body: Partial<ReportCreateBody>) {
    const res = await create(who, body);
    expect(res.code, res.msg).toBe(Code.Success);
    return res.data.id;
  }

  /** Marks a report's form submitted at `at` with `number`, as a submission leaves it (no review). */
  const submitted = (id: number, at: string, number = '') =>
    t.db
      .update(formInstances)
      .set({ status: 'submitted', submittedAt: new Date(at), number })
      .where(eq(formInstances.id, id));

  const reportCount = async () => (await t.db.select({ n: count() }).from(reports))[0]?.n ?? 0;

  return { projectId, equipmentId, templateId, newProject, member, create, created, submitted, reportCount };
}
