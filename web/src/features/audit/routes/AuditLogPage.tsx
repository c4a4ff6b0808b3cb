import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_LIST, type AuditEntry } from '@app/contract';
import { Card, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn } from '../../../components/data-table/columns';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { useOwnerKey } from '../../../stores/session';
import { fetchAuditLog } from '../api/logs';
import { ChangesList } from '../components/ChangesList';
import { entityLabel } from '../components/change-labels';

const ACTION_COLOURS = { create: 'green', update: 'blue', delete: 'red' } as const;

/** Every change made in this owner, read-only. */
export default function AuditLogPage() {
  const { t } = useTranslation();
  const ownerKey = useOwnerKey();
  const columns: DataTableColumn<AuditEntry>[] = [
    timeColumn<AuditEntry>('at', t('audit.at')),
    { key: 'actor_name', title: t('audit.actor'), width: 140 },
    {
      key: 'action',
      title: t('audit.action'),
      width: 110,
      filterOptions: AUDIT_ACTIONS.map((a) => ({ value: a, label: t(`audit.actions.${a}`) })),
      render: (row) => <Tag color={ACTION_COLOURS[row.action]}>{t(`audit.actions.${row.action}`)}</Tag>,
    },
    {
      key: 'entity',
      title: t('audit.entity'),
      width: 130,
      // Each choice is a whole code, which the server's text filter matches.
      filterOptions: AUDIT_ENTITIES.map((e) => ({ value: e, label: entityLabel(e) })),
      render: (row) => entityLabel(row.entity),
    },
    { key: 'entity_id', title: t('audit.entityId'), width: 100, filterOptions: 'typed' },
    { key: 'changes', title: t('audit.changes'), render: (row) => <ChangesList entry={row} /> },
    { key: 'address', title: t('audit.address'), width: 140 },
  ];
  return (
    <Card title={t('audit.title')} variant="borderless">
      <DataTable<AuditEntry>
        queryKey={['audit-log', ownerKey]}
        fetch={fetchAuditLog}
        columns={columns}
        rowKey="id"
        list={AUDIT_LIST}
        defaultPerPage={30}
        emptyText={t('audit.empty')}
      />
    </Card>
  );
}
