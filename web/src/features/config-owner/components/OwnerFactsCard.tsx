import { EditOutlined } from '@ant-design/icons';
import type { OwnerAdminRow } from '@app/contract';
import { Button, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';
import { OwnerLogo } from './OwnerLogo';
import { regionText } from './region';

/** The owner's own fields, read-only, with the way to edit them. */
export function OwnerFactsCard({ owner, onEdit }: { owner: OwnerAdminRow; onEdit?: () => void }) {
  const { t } = useTranslation();
  const items = [
    { key: 'key', label: t('configOwner.key'), children: <Typography.Text code>{owner.key}</Typography.Text> },
    { key: 'name', label: t('configOwner.name'), children: owner.name },
    { key: 'full_name', label: t('configOwner.fullName'), children: owner.full_name || '—', span: 2 },
    { key: 'alphabet', label: t('configOwner.alphabet'), children: owner.alphabet || '—' },
    { key: 'abridge', label: t('configOwner.abridge'), children: owner.abridge || '—' },
    { key: 'region', label: t('configOwner.region'), children: regionText(owner) || '—', span: 2 },
    {
      key: 'status',
      label: t('configOwner.status'),
      children: owner.enabled ? (
        <Tag color="success">{t('configOwner.enabled')}</Tag>
      ) : (
        <Tag>{t('configOwner.disabled')}</Tag>
      ),
    },
    { key: 'members', label: t('configOwner.members'), children: owner.member_count },
    {
      key: 'created_at',
      label: t('configOwner.createdAt'),
      children: dayjs(owner.created_at).format('YYYY-MM-DD HH:mm'),
      span: 2,
    },
  ];
  return (
    <Card
      title={
        <Space>
          <OwnerLogo logo={owner.logo} size={28} />
          {t('configOwner.basics')}
          {owner.is_config && <Tag color="purple">{t('configOwner.configOwner')}</Tag>}
        </Space>
      }
      variant="borderless"
      extra={
        onEdit && (
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {t('configOwner.edit')}
          </Button>
        )
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" items={items} />
    </Card>
  );
}
