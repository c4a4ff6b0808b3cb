import { DeleteOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { Code, type ConfigUserView } from '@app/contract';
import { Alert, Button, Card, Select, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { saveMemberships } from '../api/config-users';
import { addRow, changeOwner, errorsByRow, type MembershipRow, ownersFor, rowsOf, toEntries } from '../membership-rows';

interface Props {
  view: ConfigUserView;
  /** The configuration owner's key when the administrator edits themself: that row stays as it is. */
  lockedOwner: string | null;
  canUpdate: boolean;
  onSaved(): void;
}

/** The owners the account belongs to, with its role and status in each; saved as one whole list. */
export function MembershipsCard({ view, lockedOwner, canUpdate, onSaved }: Props) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<MembershipRow[]>(() => rowsOf(view));
  const [errors, setErrors] = useState<Map<string, string[]>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const saved = new Set(view.memberships.map((m) => m.owner_key));

  const update = (key: string, change: (row: MembershipRow) => MembershipRow) =>
    setRows((list) => list.map((row) => (row.key === key ? change(row) : row)));
  const locked = (row: MembershipRow) =>
    lockedOwner !== null && row.owner_key === lockedOwner && saved.has(lockedOwner);

  const save = async () => {
    setProblem(null);
    const built = toEntries(rows);
    if ('incomplete' in built) {
      setErrors(new Map(built.incomplete.map((key) => [key, [t('configUsers.incomplete')]])));
      return;
    }
    setErrors(new Map());
    setSaving(true);
    try {
      await saveMemberships(view.user.id, { memberships: built.entries });
      alertBanner('success', t('configUsers.membershipsSaved'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.FieldErrors && error.extra.errdata) {
        setErrors(errorsByRow(rows, error.extra.errdata));
      }
      setProblem(error instanceof ApiError ? error.msg : String(error));
    } finally {
      setSaving(false);
    }
  };

  const ownerCell = (row: MembershipRow) => {
    const owner = view.owners.find((o) => o.key === row.owner_key);
    const tags = (
      <>
        {owner?.is_config && <Tag color="purple">{t('configUsers.configTag')}</Tag>}
        {owner && !owner.enabled && <Tag>{t('configUsers.ownerDisabled')}</Tag>}
      </>
    );
    if (saved.has(row.key))
      return (
        <Space size={4}>
          {owner?.name ?? row.owner_key}
          {tags}
        </Space>
      );
    return (
      <Select
        showSearch
        optionFilterProp="label"
        style={{ width: 240 }}
        placeholder={t('configUsers.ownerPlaceholder')}
        value={row.owner_key ?? undefined}
        onChange={(key: string) => update(row.key, (r) => changeOwner(view.owners, r, key))}
        options={ownersFor(view.owners, rows, row).map((o) => ({ value: o.key, label: o.name }))}
      />
    );
  };

  const roleCell = (row: MembershipRow) => (
    <Space orientation="vertical" size={2}>
      <Select
        style={{ width: 180 }}
        placeholder={t('configUsers.rolePlaceholder')}
        disabled={!row.owner_key || locked(row) || !canUpdate}
        value={row.role ?? undefined}
        onChange={(role: string) => update(row.key, (r) => ({ ...r, role }))}
        options={(view.owners.find((o) => o.key === row.owner_key)?.roles ?? []).map((role) => ({
          value: role.name,
          label: role.title,
        }))}
      />
      {errors.get(row.key)?.map((message) => (
        <Typography.Text key={message} type="danger">
          {message}
        </Typography.Text>
      ))}
    </Space>
  );

  const removeButton = (row: MembershipRow) => {
    const button = (
      <Button
        type="link"
        danger
        size="small"
        icon={<DeleteOutlined />}
        disabled={locked(row) || !canUpdate}
        onClick={() => setRows((list) => list.filter((r) => r.key !== row.key))}
      >
        {t('configUsers.remove')}
      </Button>
    );
    return locked(row) ? <Tooltip title={t('configUsers.selfConfig')}>{button}</Tooltip> : button;
  };

  return (
    <Card title={t('configUsers.memberships')} variant="borderless">
      <Typography.Paragraph type="secondary">{t('configUsers.membershipsHint')}</Typography.Paragraph>
      {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 12 }} />}
      <Table<MembershipRow>
        rowKey="key"
        size="middle"
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: t('configUsers.noMemberships') }}
        columns={[
          { key: 'owner', title: t('configUsers.owner'), render: (_v, row) => ownerCell(row) },
          { key: 'role', title: t('configUsers.role'), width: 220, render: (_v, row) => roleCell(row) },
          {
            key: 'enabled',
            title: t('configUsers.memberEnabled'),
            width: 100,
            render: (_v, row) => (
              <Switch
                checked={row.enabled}
                disabled={locked(row) || !canUpdate}
                onChange={(enabled) => update(row.key, (r) => ({ ...r, enabled }))}
              />
            ),
          },
          { key: 'operation', title: t('users.operation'), width: 110, render: (_v, row) => removeButton(row) },
        ]}
      />
      {canUpdate && (
        <Space style={{ marginTop: 16 }}>
          <Button
            icon={<PlusOutlined />}
            disabled={rows.length >= view.owners.length}
            onClick={() => setRows((list) => addRow(list))}
          >
            {t('configUsers.add')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </Space>
      )}
    </Card>
  );
}
