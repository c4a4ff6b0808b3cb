import { DeleteOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Form, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { IconSelect } from './IconSelect';

/** The icon of a menu entry, a group's or an item's: required. */
export function IconField({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="icon"
      label={t('menuAdmin.icon')}
      rules={[{ required: true, message: t('menuAdmin.iconRequired') }]}
    >
      <IconSelect disabled={disabled} />
    </Form.Item>
  );
}

interface EntryActionsProps {
  canSave: boolean;
  saving: boolean;
  /** Whether a delete is offered: the entry exists and the caller may delete it. */
  deletable: boolean;
  /** Why the entry cannot be deleted now, shown on the greyed button; nothing when it can. */
  deleteBlockedBy?: string;
  onDelete(): void;
}

/** A menu entry's save and delete buttons, each only where the caller may use it. */
export function EntryActions({ canSave, saving, deletable, deleteBlockedBy, onDelete }: EntryActionsProps) {
  const { t } = useTranslation();
  return (
    <Space>
      {canSave && (
        <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
          {t('common.save')}
        </Button>
      )}
      {deletable && (
        <Tooltip title={deleteBlockedBy}>
          <Button danger icon={<DeleteOutlined />} disabled={deleteBlockedBy !== undefined} onClick={onDelete}>
            {t('menuAdmin.delete')}
          </Button>
        </Tooltip>
      )}
    </Space>
  );
}
