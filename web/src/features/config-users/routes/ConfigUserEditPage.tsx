import '../texts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Row, Skeleton, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LazyResult } from '../../../components/result/LazyResult';
import { dayjs } from '../../../lib/dates';
import { usePagePermission } from '../../../lib/page-permission';
import { useSessionStore } from '../../../stores/session';
import { CONFIG_USER_EDIT_PAGE, useConfigUser } from '../api/config-users';
import { AccountCard } from '../components/AccountCard';
import { MembershipsCard } from '../components/MembershipsCard';

const LIST_PATH = '/config/users/list';

/** One account of the platform: its own fields and status, and the owners it belongs to. */
export default function ConfigUserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = Number(useParams().uid);
  const selfId = useSessionStore((s) => s.user?.id ?? null);
  const configKey = useSessionStore((s) => s.configKey);
  const canUpdate = usePagePermission(CONFIG_USER_EDIT_PAGE).can('update');
  const view = useConfigUser(id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(LIST_PATH)}>
      {t('configUsers.back')}
    </Button>
  );

  if (view.isLoading) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!view.data) {
    return (
      <Card variant="borderless">
        <LazyResult status="404" title={t('configUsers.notFound')} extra={back} />
      </Card>
    );
  }

  const { user } = view.data;
  const self = user.id === selfId;
  // Both cards start again from the saved account after either one saves.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['config-users'] });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Space wrap size={16} style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space size={12} wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {user.name}
            </Typography.Title>
            <Typography.Text type="secondary">{user.username}</Typography.Text>
            {user.enabled ? (
              <Tag color="success">{t('configUsers.enabled')}</Tag>
            ) : (
              <Tag color="error">{t('configUsers.disabled')}</Tag>
            )}
            <Typography.Text type="secondary">
              {t('configUsers.createdAt')}: {dayjs(user.created_at).format('YYYY-MM-DD HH:mm')}
            </Typography.Text>
          </Space>
          {back}
        </Space>
      </Card>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={11}>
          <AccountCard key={view.dataUpdatedAt} view={view.data} self={self} canUpdate={canUpdate} onSaved={refresh} />
        </Col>
        <Col xs={24} xl={13}>
          <MembershipsCard
            key={view.dataUpdatedAt}
            view={view.data}
            lockedOwner={self ? configKey : null}
            canUpdate={canUpdate}
            onSaved={refresh}
          />
        </Col>
      </Row>
    </Space>
  );
}
