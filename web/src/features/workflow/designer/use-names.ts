import { useTranslation } from 'react-i18next';
import { roleTitle, useRoleOptions } from '../../role/public';
import { useBoundItems, useMemberOptions, useTemplateOptions } from '../api/workflows';
import type { Names } from './summary';

/** Names for the ids a tree holds, from the pickers' own lists (shared caches, no extra calls). */
export function useNames(templateIds: readonly number[]): Names {
  const { t } = useTranslation();
  const members = useMemberOptions();
  const roles = useRoleOptions();
  const templates = useTemplateOptions();
  const { items } = useBoundItems(templateIds);
  return {
    user: (id) => members.data?.find((member) => member.id === id)?.name ?? t('workflow.unknownUser', { id }),
    role: (name) => {
      const role = roles.data?.find((r) => r.name === name);
      return role ? roleTitle(role) : name;
    },
    template: (id) => templates.data?.find((option) => String(option.value) === id)?.label ?? id,
    item: (key) => items.find((item) => item.key === key)?.title ?? key,
  };
}
