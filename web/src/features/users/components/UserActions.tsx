import {
  CheckCircleOutlined,
  DeleteOutlined,
  DownOutlined,
  EditOutlined,
  KeyOutlined,
  SafetyCertificateOutlined,
  StopOutlined,
} from '@ant-design/icons';
import type { UserTableRow } from '@app/contract';
import { Button, Dropdown, type MenuProps, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface UserActionHandlers {
  edit(row: UserTableRow): void;
  permissions(row: UserTableRow): void;
  resetPassword(row: UserTableRow): void;
  toggle(row: UserTableRow): void;
  remove(row: UserTableRow): void;
}

interface Props extends UserActionHandlers {
  row: UserTableRow;
  /** The caller's own row: they may not disable, remove or reset themself here. */
  self: boolean;
  can: { update: boolean; assign: boolean; delete: boolean };
}

/** Edit and permissions at hand; the rarer and riskier actions in a "more" menu. */
export function UserActions({ row, self, can, ...on }: Props) {
  const { t } = useTranslation();
  const locked = (reason: string | null, label: string) => (reason ? <Tooltip title={reason}>{label}</Tooltip> : label);
  const selfReason = self ? t('users.selfLocked') : null;
  const passwordReason = selfReason ?? (row.shared ? t('users.sharedPasswordLocked') : null);

  const items: MenuProps['items'] = [
    ...(can.update
      ? [
          {
            key: 'reset',
            icon: <KeyOutlined />,
            disabled: passwordReason !== null,
            label: locked(passwordReason, t('users.resetPassword')),
            onClick: () => on.resetPassword(row),
          },
          {
            key: 'toggle',
            icon: row.enabled ? <StopOutlined /> : <CheckCircleOutlined />,
            disabled: row.enabled && self,
            label: locked(row.enabled ? selfReason : null, row.enabled ? t('users.disable') : t('users.enable')),
            onClick: () => on.toggle(row),
          },
        ]
      : []),
    ...(can.delete
      ? [
          {
            key: 'remove',
            icon: <DeleteOutlined />,
            danger: true,
            disabled: self,
            label: locked(selfReason, t('users.remove')),
            onClick: () => on.remove(row),
          },
        ]
      : []),
  ];

  return (
    <Space size={0}>
      {can.update && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => on.edit(row)}>
          {t('users.edit')}
        </Button>
      )}
      {can.assign && (
        <Button type="link" size="small" icon={<SafetyCertificateOutlined />} onClick={() => on.permissions(row)}>
          {t('users.permissions')}
        </Button>
      )}
      {items.length > 0 && (
        <Dropdown menu={{ items }} trigger={['click']}>
          <Button type="link" size="small">
            {t('users.more')} <DownOutlined />
          </Button>
        </Dropdown>
      )}
    </Space>
  );
}

/** Whether any action shows, so the table can leave out an empty operations column. */
export const hasUserActions = (can: Props['can']) => can.update || can.assign || can.delete;
