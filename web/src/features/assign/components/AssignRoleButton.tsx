import '../texts';
import { UserSwitchOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSessionStore } from '../../../stores/session';
import { usePagePermission } from '../../permission/api/page-permission';

/**
 * The user table's way to a member's role (`/control/assign/:id/:name`). Shown only when the
 * caller holds assign on the user table; one's own row cannot be used (the server refuses it too).
 */
export function AssignRoleButton({ user }: { user: { id: number; username: string } }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAssign = usePagePermission('user-table').can('assign');
  const self = useSessionStore((s) => s.user?.id === user.id);
  if (!canAssign) return null;
  const button = (
    <Button
      type="link"
      size="small"
      icon={<UserSwitchOutlined />}
      disabled={self}
      onClick={() => navigate(`/control/assign/${user.id}/${encodeURIComponent(user.username)}`)}
    >
      {t('assign.entry')}
    </Button>
  );
  return self ? <Tooltip title={t('assign.self')}>{button}</Tooltip> : button;
}
