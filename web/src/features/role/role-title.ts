import { BUILTIN_ROLE_TITLES, type BuiltinRole } from '@app/contract';
import { pick } from '../../lib/localize';

export const isBuiltinName = (name: string): name is BuiltinRole => Object.hasOwn(BUILTIN_ROLE_TITLES, name);

/**
 * A role's title in the reader's language: built-in roles by their fixed translated title, custom
 * roles by the title their creator gave. Use it wherever a role is shown (lists, pickers, tags).
 */
export function roleTitle(role: { name: string; title: string; builtin: boolean }): string {
  return role.builtin && isBuiltinName(role.name) ? pick(BUILTIN_ROLE_TITLES[role.name]) : role.title;
}
