import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../stores/session';
import { isBuiltinName, roleTitle } from '../role-title';
import { useRoleOptions } from './roles';

/**
 * The title of the caller's role in the current owner. Built-in roles are translated without a
 * call; a custom role's title is looked up among the owner's roles (its name shows meanwhile).
 */
export function useCurrentRoleTitle(): string {
  const { t } = useTranslation();
  const role = useSessionStore((s) => s.role);
  const custom = role !== null && !isBuiltinName(role);
  const options = useRoleOptions(custom);
  if (!role) return t('shell.noRole');
  if (!custom) return t(`shell.roles.${role}`);
  const found = options.data?.find((option) => option.name === role);
  return found ? roleTitle(found) : role;
}
