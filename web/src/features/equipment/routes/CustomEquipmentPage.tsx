import '../texts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EquipmentList } from '../components/EquipmentList';

/** The administrator's equipment across every project (设备定制): create, import, export, change. */
export default function CustomEquipmentPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('equipment.customTitle')} variant="borderless">
      <EquipmentList pageKey="custom-equipment" emptyText={t('equipment.emptyCreate')} />
    </Card>
  );
}
