import '../texts';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagePermission } from '../../../lib/page-permission';
import { EquipmentList } from './EquipmentList';

interface Props {
  projectId: number;
}

/**
 * The equipment of one project, for the project detail page's equipment tab: the list of 设备管理
 * (its rights and the caller's scope) narrowed to the project, with fewer columns.
 */
export function ProjectEquipmentTab({ projectId }: Props) {
  const { t } = useTranslation();
  const permission = usePagePermission('unitmanager-equipment');
  if (permission.isSuccess && !permission.can('index')) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('equipment.noPermission')} />;
  }
  if (!permission.isSuccess) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <EquipmentList pageKey="unitmanager-equipment" projectId={projectId} compact emptyText={t('equipment.tabEmpty')} />
  );
}
