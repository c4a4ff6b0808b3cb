import '../texts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { EquipmentList } from '../components/EquipmentList';

/**
 * The equipment as managers, clients and inspectors work with it (设备管理): a manager's projects',
 * an inspector's own, the client's all; managers change it and assign its inspectors.
 */
export default function EquipmentPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('equipment.listTitle')} variant="borderless">
      <EquipmentList pageKey="unitmanager-equipment" />
    </Card>
  );
}
