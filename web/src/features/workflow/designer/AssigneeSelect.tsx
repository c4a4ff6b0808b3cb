import { ASSIGNEE_KINDS, type Assignee, WORKFLOW_ASSIGNEES_MAX } from '@app/contract';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { roleTitle, useRoleOptions } from '../../role/public';
import { useMemberOptions } from '../api/workflows';

/** An assignee as a select's value: `projectManager`, `role:<name>`, `user:<id>`. */
export const assigneeValue = (assignee: Assignee): string =>
  assignee.kind === 'user'
    ? `user:${assignee.user_id}`
    : assignee.kind === 'role'
      ? `role:${assignee.role}`
      : assignee.kind;

export function assigneeOf(value: string): Assignee {
  if (value.startsWith('user:')) return { kind: 'user', user_id: Number(value.slice(5)) };
  if (value.startsWith('role:')) return { kind: 'role', role: value.slice(5) };
  return { kind: value as Exclude<Assignee['kind'], 'user' | 'role'> };
}

const RELATIVE = ASSIGNEE_KINDS.filter((kind) => kind !== 'user' && kind !== 'role');

function useAssigneeOptions() {
  const { t } = useTranslation();
  const members = useMemberOptions();
  const roles = useRoleOptions();
  return {
    loading: members.isLoading || roles.isLoading,
    options: [
      {
        label: t('workflow.assigneeGroup.relative'),
        title: t('workflow.assigneeGroup.relative'),
        options: RELATIVE.map((kind) => ({ value: kind, label: t(`workflow.assignee.${kind}`) })),
      },
      {
        label: t('workflow.assigneeGroup.role'),
        title: t('workflow.assigneeGroup.role'),
        options: (roles.data ?? []).map((role) => ({
          value: `role:${role.name}`,
          label: t('workflow.roleOf', { role: roleTitle(role) }),
        })),
      },
      {
        label: t('workflow.assigneeGroup.user'),
        title: t('workflow.assigneeGroup.user'),
        options: (members.data ?? []).map((member) => ({
          value: `user:${member.id}`,
          label: member.name,
          search: `${member.name} ${member.username}`,
        })),
      },
    ],
  };
}

interface ManyProps {
  id?: string;
  value: Assignee[];
  disabled: boolean;
  status?: 'error';
  onChange(value: Assignee[]): void;
}

/** Who a node asks: relations to the form (project manager…), roles and members, in one search. */
export function AssigneeSelect({ id, value, disabled, status, onChange }: ManyProps) {
  const { t } = useTranslation();
  const { options, loading } = useAssigneeOptions();
  return (
    <Select<string[]>
      id={id}
      mode="multiple"
      value={value.map(assigneeValue)}
      options={options}
      loading={loading}
      disabled={disabled}
      status={status}
      placeholder={t('workflow.pickAssignees')}
      maxCount={WORKFLOW_ASSIGNEES_MAX}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(values) => onChange(values.map(assigneeOf))}
      style={{ width: '100%' }}
    />
  );
}

interface OneProps {
  id?: string;
  value: Assignee | undefined;
  disabled: boolean;
  status?: 'error';
  onChange(value: Assignee | undefined): void;
}

/** One assignee (whom a timeout escalates to). */
export function OneAssigneeSelect({ id, value, disabled, status, onChange }: OneProps) {
  const { t } = useTranslation();
  const { options, loading } = useAssigneeOptions();
  return (
    <Select<string>
      id={id}
      allowClear
      value={value ? assigneeValue(value) : undefined}
      options={options}
      loading={loading}
      disabled={disabled}
      status={status}
      placeholder={t('workflow.pickEscalateTo')}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(next) => onChange(next ? assigneeOf(next) : undefined)}
      style={{ width: '100%' }}
    />
  );
}
