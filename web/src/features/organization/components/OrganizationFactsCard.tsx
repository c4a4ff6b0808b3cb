import { EditOutlined } from '@ant-design/icons';
import { COMPANY_NATURE_DICT, type OrganizationNode } from '@app/contract';
import { Button, Card, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictLabel } from '../../../components/data-table/dict-values';

/** The selected organisation's facts; the company nature shows by its dictionary value. */
export function OrganizationFactsCard({ org, onEdit }: { org: OrganizationNode; onEdit?: () => void }) {
  const { t } = useTranslation();
  const text = (value: string) => value || '—';
  const items = [
    { key: 'short_name', label: t('organization.shortName'), children: org.short_name },
    { key: 'full_name', label: t('organization.fullName'), children: text(org.full_name) },
    {
      key: 'nature',
      label: t('organization.nature'),
      children: org.nature ? <DictLabel code={COMPANY_NATURE_DICT} value={org.nature} /> : '—',
    },
    { key: 'qualification', label: t('organization.qualification'), children: text(org.qualification) },
    { key: 'principal', label: t('organization.principal'), children: text(org.principal) },
    { key: 'contact', label: t('organization.contact'), children: text(org.contact) },
    { key: 'contact_phone', label: t('organization.contactPhone'), children: text(org.contact_phone) },
    {
      key: 'inside',
      label: t('organization.inside'),
      children: (
        <Tag color={org.inside ? 'blue' : 'orange'}>
          {org.inside ? t('organization.insideYes') : t('organization.insideNo')}
        </Tag>
      ),
    },
  ];
  return (
    <Card
      title={t('organization.details')}
      variant="borderless"
      extra={
        onEdit && (
          <Button icon={<EditOutlined />} onClick={onEdit}>
            {t('organization.edit')}
          </Button>
        )
      }
    >
      <Descriptions column={{ xs: 1, md: 2 }} size="small" items={items} />
    </Card>
  );
}
