import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { DepartmentNode, OrganizationNode } from '@app/contract';
import { Button, Card, Input, Space, Table, Tooltip } from 'antd';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { createDepartment, deleteDepartment, type OrgScope, reorder, updateDepartment } from '../api/organizations';

interface Props {
  scope: OrgScope;
  org: OrganizationNode;
  can: { create: boolean; update: boolean; delete: boolean };
  onChanged(): void;
}

/** The organisation's departments as an editable list: add, rename in place, reorder, delete. */
export function DepartmentsCard({ scope, org, can, onChanged }: Props) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const list = org.departments;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      alertBanner('success', success);
      onChanged();
      return true;
    } catch {
      // The HTTP client has shown the server's answer already.
      return false;
    } finally {
      setBusy(false);
    }
  };

  const add = async () => {
    const name = newName.trim();
    if (!name) return alertBanner('warning', t('organization.departmentRequired'));
    if (
      await run(() => createDepartment(scope, { organization_id: org.id, name }), t('organization.departmentAdded'))
    ) {
      setNewName('');
    }
  };

  const rename = async () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return alertBanner('warning', t('organization.departmentRequired'));
    if (await run(() => updateDepartment(scope, editing.id, { name }), t('organization.departmentSaved'))) {
      setEditing(null);
    }
  };

  const remove = async (department: DepartmentNode) => {
    await confirmDanger(t('organization.departmentDeleteConfirm', { name: department.name }), () =>
      run(() => deleteDepartment(scope, department.id), t('organization.departmentDeleted')),
    );
  };

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((d) => d.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    void run(() => reorder(scope, { entity: 'departments', ids }), t('organization.reordered'));
  };

  const onEditKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      setEditing(null);
    }
  };

  const nameCell = (department: DepartmentNode) =>
    editing?.id === department.id ? (
      <Space.Compact style={{ width: '100%' }}>
        <Input
          autoFocus
          maxLength={64}
          value={editing.name}
          aria-label={t('organization.departmentName')}
          onChange={(event) => setEditing({ id: department.id, name: event.target.value })}
          onPressEnter={() => void rename()}
          onKeyDown={onEditKey}
        />
        <Button type="primary" loading={busy} onClick={() => void rename()}>
          {t('organization.save')}
        </Button>
        <Button onClick={() => setEditing(null)}>{t('organization.cancel')}</Button>
      </Space.Compact>
    ) : (
      department.name
    );

  const actions = (department: DepartmentNode, index: number) => (
    <Space size={0}>
      {can.update && (
        <>
          <Tooltip title={t('organization.moveUp')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              aria-label={t('organization.moveUp')}
              disabled={index === 0 || busy}
              onClick={() => move(index, -1)}
            />
          </Tooltip>
          <Tooltip title={t('organization.moveDown')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              aria-label={t('organization.moveDown')}
              disabled={index === list.length - 1 || busy}
              onClick={() => move(index, 1)}
            />
          </Tooltip>
          <Tooltip title={t('organization.edit')}>
            <Button
              type="text"
              size="small"
              icon={<EditOutlined />}
              aria-label={t('organization.edit')}
              onClick={() => setEditing({ id: department.id, name: department.name })}
            />
          </Tooltip>
        </>
      )}
      {can.delete && (
        <Tooltip title={t('organization.delete')}>
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={t('organization.delete')}
            disabled={busy}
            onClick={() => void remove(department)}
          />
        </Tooltip>
      )}
    </Space>
  );

  return (
    <Card title={t('organization.departments')} variant="borderless">
      {can.create && (
        <Space.Compact style={{ width: '100%', marginBottom: 12 }}>
          <Input
            maxLength={64}
            value={newName}
            placeholder={t('organization.departmentPlaceholder')}
            aria-label={t('organization.departmentName')}
            onChange={(event) => setNewName(event.target.value)}
            onPressEnter={() => void add()}
          />
          <Button type="primary" icon={<PlusOutlined />} loading={busy} onClick={() => void add()}>
            {t('organization.departmentAdd')}
          </Button>
        </Space.Compact>
      )}
      <Table<DepartmentNode>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={list}
        locale={{ emptyText: t('organization.departmentEmpty') }}
        columns={[
          { key: 'name', title: t('organization.departmentName'), render: (_v, d) => nameCell(d) },
          {
            key: 'staff_count',
            title: t('organization.staff'),
            width: 90,
            render: (_v, d) => t('organization.staffCount', { count: d.staff_count }),
          },
          ...(can.update || can.delete
            ? [
                {
                  key: 'operation',
                  title: t('organization.operation'),
                  width: 150,
                  render: (_v: unknown, d: DepartmentNode, index: number) => actions(d, index),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
