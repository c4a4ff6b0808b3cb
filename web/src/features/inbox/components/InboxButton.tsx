import '../texts';
import { MailOutlined } from '@ant-design/icons';
import { Badge, Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadCount } from '../api/inbox';

/** The top bar's inbox entry, with how many notifications are unread. */
export function InboxButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const count = useUnreadCount();
  return (
    <Tooltip title={t('inbox.open')}>
      <Badge count={count} size="small" offset={[-6, 6]}>
        <Button
          type="text"
          icon={<MailOutlined />}
          onClick={() => navigate('/inbox')}
          aria-label={t('inbox.open')}
          style={{ color: '#fff' }}
        />
      </Badge>
    </Tooltip>
  );
}
