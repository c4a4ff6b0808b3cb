import { CrownOutlined } from '@ant-design/icons';
import type { OrganizationOption, RoleOption, UserTableRow } from '@app/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { timeColumn } from '../../../components/data-table/columns';
import type { DataTableColumn } from '../../../components/data-table/types';
import { roleTitle } from '../../role/public';

interface Input {
  t: TFunction;
  selfId: number | null;
  roles: RoleOption[];
  organizations: OrganizationOption[];
  /** The operations column's content; none leaves the column out. */
  operations?: (row: UserTableRow) => ReactNode;
}

/** The user table's columns: how rows read, and the choices of the filters USER_TABLE_LIST declares. */
export function userColumns({ t, selfId, roles, organizations, operations }: Input): DataTableColumn<UserTableRow>[] {
  const columns: DataTableColumn<UserTableRow>[] = [
    {
      key: 'username',
      title: t('users.username'),
      width: 150,
      render: (row) => (
        <>
          {row.username} {row.id === selfId && <Tag color="processing">{t('users.you')}</Tag>}
        </>
      ),
    },
    { key: 'name', title: t('users.name'), width: 120 },
    {
      key: 'gender',
      title: t('users.gender'),
      width: 90,
      // The filter's options come from the platform dictionary `gender`, so the labels match what
      // administrators maintain there.
      dictCode: 'gender',
      render: (row) => t(`users.genders.${row.gender}`),
    },
    {
      key: 'organization',
      title: t('users.organization'),
      width: 180,
      filterOptions: organizations.map((o) => ({ value: String(o.id), label: o.short_name })),
      render: (row) => row.organization ?? '—',
    },
    { key: 'department', title: t('users.department'), width: 140, render: (row) => row.department ?? '—' },
    {
      key: 'role',
      title: t('users.role'),
      width: 130,
      filterOptions: roles.map((role) => ({ value: role.name, label: roleTitle(role) })),
      render: (row) => row.role_title,
    },
    {
      key: 'enabled',
      title: t('users.status'),
      width: 90,
      filterOptions: [
        { value: 'true', label: t('users.enabled') },
        { value: 'false', label: t('users.disabled') },
      ],
      render: (row) =>
        row.enabled ? (
          <Tag color="success">{t('users.enabled')}</Tag>
        ) : (
          <Tag color="default">{t('users.disabled')}</Tag>
        ),
    },
    {
      key: 'is_admin',
      title: t('users.admin'),
      width: 90,
      render: (row) =>
        row.is_admin ? <CrownOutlined style={{ color: '#d4a017' }} aria-label={t('users.admin')} /> : '—',
    },
    timeColumn<UserTableRow>('created_at', t('users.createdAt')),
  ];
  return operations
    ? [...columns, { key: 'operation', title: t('users.operation'), width: 230, render: operations }]
    : columns;
}
