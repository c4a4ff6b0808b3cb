import '../texts';
import { Card, Empty, Select, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useOwnerOptions } from '../../config-owner/public';
import { OrganizationWorkspace } from '../components/OrganizationWorkspace';

/**
 * The configuration layout's organisation page: any owner's organisations. The chosen owner stays in
 * the address (`?owner=`), so a reload or a shared link opens the same one.
 */
export default function ConfigOrganizationPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const owners = useOwnerOptions();
  const chosen = params.get('owner') ?? undefined;
  const known = owners.data?.some((owner) => owner.key === chosen) ? chosen : undefined;

  return (
    <Space vertical size={24} style={{ width: '100%' }}>
      <Card variant="borderless" size="small">
        <Space wrap>
          <Typography.Text strong>{t('organization.ownerPicker')}</Typography.Text>
          <Select<string>
            style={{ minWidth: 280 }}
            showSearch={{ optionFilterProp: 'search' }}
            loading={owners.isPending}
            value={known}
            placeholder={t('organization.ownerPlaceholder')}
            aria-label={t('organization.ownerPicker')}
            onChange={(key) => setParams({ owner: key })}
            options={(owners.data ?? []).map((owner) => ({
              value: owner.key,
              search: `${owner.name} ${owner.key}`,
              label: (
                <Space size={4}>
                  {owner.name}
                  <Typography.Text type="secondary">{owner.key}</Typography.Text>
                  {!owner.enabled && <Tag>{t('organization.ownerDisabled')}</Tag>}
                </Space>
              ),
            }))}
          />
          <Typography.Text type="secondary">{t('organization.ownerPickerHint')}</Typography.Text>
        </Space>
      </Card>
      {known ? (
        <OrganizationWorkspace key={known} scope={{ pageKey: 'config-organization', owner: known }} />
      ) : (
        <Card variant="borderless">
          <Empty description={t('organization.chooseOwner')} style={{ margin: '48px 0' }} />
        </Card>
      )}
    </Space>
  );
}
