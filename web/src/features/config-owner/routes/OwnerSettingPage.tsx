import '../texts';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { usePagePermission } from '../../../lib/page-permission';
import { refreshOwners, useOwnerView } from '../api/owners';
import { OwnerAdminsCard } from '../components/OwnerAdminsCard';
import { OwnerFactsCard } from '../components/OwnerFactsCard';
import { OwnerFormDialog } from '../components/OwnerFormDialog';
import { OwnerMenusCard } from '../components/OwnerMenusCard';
import { OwnerRolesCard } from '../components/OwnerRolesCard';

/** One owner's settings (`:pid` is the owner's key): its fields, administrators, roles and menus. */
export default function OwnerSettingPage() {
  const { t } = useTranslation();
  const { pid } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const view = useOwnerView(pid);
  const canEditOwner = usePagePermission('config-owner-list').can('update');
  const canEditAdmins = usePagePermission('config-owner-setting').can('update');
  const [editing, setEditing] = useState(false);
  const refresh = () => void refreshOwners(queryClient);

  const header = (
    <Space style={{ marginBottom: 16 }}>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/config/owner/list')}>
        {t('configOwner.back')}
      </Button>
      {view.data && (
        <Typography.Title level={4} style={{ margin: 0 }}>
          {view.data.owner.name}
        </Typography.Title>
      )}
    </Space>
  );

  if (view.isPending) {
    return (
      <Card variant="borderless">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (!view.data) {
    return (
      <>
        {header}
        <Card variant="borderless">
          <Empty description={t('configOwner.notFound')} />
        </Card>
      </>
    );
  }
  const { owner, admins, roles, menus } = view.data;
  return (
    <>
      {header}
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={14}>
          <Space vertical size={24} style={{ width: '100%' }}>
            <OwnerFactsCard owner={owner} onEdit={canEditOwner ? () => setEditing(true) : undefined} />
            <OwnerAdminsCard
              owner={owner}
              admins={admins}
              canEditOwner={canEditOwner}
              canEditAdmins={canEditAdmins}
              onChanged={refresh}
            />
          </Space>
        </Col>
        <Col xs={24} xl={10}>
          <Space vertical size={24} style={{ width: '100%' }}>
            <OwnerRolesCard roles={roles} />
            <OwnerMenusCard menus={menus} />
          </Space>
        </Col>
      </Row>
      <OwnerFormDialog open={editing} owner={owner} onClose={() => setEditing(false)} onSaved={refresh} />
    </>
  );
}
