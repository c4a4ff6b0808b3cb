import { BUILTIN_ROLE_TITLES, ROLES } from '@app/contract';
import { roles } from '../../core/role.table.js';
import type { Db } from '../../platform/db.js';

/** Pages every member may open, whatever the role (the menu template grants them to every role). */
export const EVERYONE_PAGES = ['home', 'user-profile', 'inbox'];
export const CONFIG_EVERYONE_PAGES = ['config-home', 'config-user-profile'];

/** Gives an owner the four built-in roles of SPEC §6; memberships and grants need them to exist. */
export async function seedBuiltinRoles(db: Db, ownerId: number, createdBy: number | null): Promise<void> {
  await db
    .insert(roles)
    .values(
      ROLES.map((name, index) => ({
        ownerId,
        name,
        title: BUILTIN_ROLE_TITLES[name].zh,
        builtin: true,
        sort: index + 1,
        createdBy,
      })),
    )
    .onConflictDoNothing();
}
