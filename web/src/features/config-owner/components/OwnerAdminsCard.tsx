import { DeleteOutlined, UserAddOutlined } from '@ant-design/icons';
import type { OwnerAdminRow, OwnerView } from '@app/contract';
import { Alert, Button, Card, Space, Switch, Table, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { saveOwnerAdmins, updateOwner } from '../api/owners';
import { AccountSelect } from './AccountSelect';

type Admin = OwnerView['admins'][number];

interface Props {
  owner: OwnerAdminRow;
  admins: Admin[];
  /** May switch "configure a system administrator" (an owner field, edited under the owner list's update). */
  canEditOwner: boolean;
  /** May add and remove administrators. */
  canEditAdmins: boolean;
  onChanged(): void;
}

/** Whether the owner has its own system administrators, and who they are. */
export function OwnerAdminsCard({ owner, admins, canEditOwner, canEditAdmins, onChanged }: Props) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const usernames = admins.map((admin) => admin.username);
  const lastOneLocked = owner.config_admin && admins.length <= 1;

  const run = async (action: () => Promise<unknown>, success: string) => {
    setBusy(true);
    try {
      await action();
      alertBanner('success', success);
      onChanged();
    } catch {
      // The HTTP client has already shown the server's answer.
    } finally {
      setBusy(false);
    }
  };

  const toggleConfigAdmin = async (on: boolean) => {
    if (!on && !(await confirmDanger(t('configOwner.configAdminOffConfirm')))) return;
    const {
      key,
      is_config: _config,
      enabled: _enabled,
      member_count: _members,
      created_at: _created,
      ...fields
    } = owner;
    await run(() => updateOwner(key, { ...fields, config_admin: on }), t('configOwner.saved'));
  };

  const add = async () => {
    if (!picked) return;
    await run(() => saveOwnerAdmins(owner.key, [...usernames, picked]), t('configOwner.adminsSaved'));
    setPicked(undefined);
  };

  const remove = async (admin: Admin) => {
    const rest = usernames.filter((name) => name !== admin.username);
    await confirmDanger(t('configOwner.removeAdminConfirm', { name: admin.name }), () =>
      run(() => saveOwnerAdmins(owner.key, rest), t('configOwner.adminsSaved')),
    );
  };

  const removeButton = (admin: Admin) => {
    const button = (
      <Button
        type="link"
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={lastOneLocked || busy}
        onClick={() => void remove(admin)}
      >
        {t('configOwner.removeAdmin')}
      </Button>
    );
    return lastOneLocked ? <Tooltip title={t('configOwner.lastAdmin')}>{button}</Tooltip> : button;
  };

  return (
    <Card title={t('configOwner.admins')} variant="borderless">
      <Space vertical size="middle" style={{ width: '100%' }}>
        <Space wrap>
          <Typography.Text>{t('configOwner.configAdminQuestion')}</Typography.Text>
          <Switch
            checked={owner.config_admin}
            disabled={!canEditOwner || busy}
            loading={busy}
            checkedChildren={t('configOwner.yes')}
            unCheckedChildren={t('configOwner.no')}
            onChange={(on) => void toggleConfigAdmin(on)}
          />
          <Typography.Text type="secondary">{t('configOwner.configAdminHint')}</Typography.Text>
        </Space>
        {owner.config_admin && admins.length === 0 && (
          <Alert type="warning" showIcon title={t('configOwner.noAdminsWarning')} />
        )}
        {canEditAdmins && (
          <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
            <AccountSelect value={picked} onChange={setPicked} exclude={usernames} style={{ flex: 1 }} />
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              disabled={!picked}
              loading={busy}
              onClick={() => void add()}
            >
              {t('configOwner.addAdmin')}
            </Button>
          </Space.Compact>
        )}
        <Table<Admin>
          rowKey="username"
          size="small"
          pagination={false}
          dataSource={admins}
          locale={{ emptyText: t('configOwner.noAdmins') }}
          columns={[
            { key: 'name', dataIndex: 'name', title: t('configOwner.personName') },
            {
              key: 'username',
              dataIndex: 'username',
              title: t('configOwner.accountColumn'),
              render: (username: string) => <Typography.Text code>{username}</Typography.Text>,
            },
            {
              key: 'enabled',
              title: t('configOwner.status'),
              width: 100,
              render: (_v, admin) =>
                admin.enabled ? (
                  <Tag color="success">{t('configOwner.enabled')}</Tag>
                ) : (
                  <Tag>{t('configOwner.membershipDisabled')}</Tag>
                ),
            },
            ...(canEditAdmins
              ? [
                  {
                    key: 'operation',
                    title: t('configOwner.operation'),
                    width: 120,
                    render: (_v: unknown, admin: Admin) => removeButton(admin),
                  },
                ]
              : []),
          ]}
        />
      </Space>
    </Card>
  );
}
