import type { PlanPointRow } from '@app/contract';
import { Alert, Empty, Skeleton, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompletionPoints } from '../api/plan';
import { pointColumns } from './point-columns';

/** The points of one piece of equipment in route order, as the plan list shows them (a completion row opened). */
export function CompletionPoints({ equipmentId }: { equipmentId: number }) {
  const { t } = useTranslation();
  const points = useCompletionPoints(equipmentId);
  if (points.isPending) return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (points.isError) return <Alert type="error" showIcon title={t('plan.pointsLoadFailed')} />;
  if (points.data.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('plan.noPoints')} />;
  const columns: TableProps<PlanPointRow>['columns'] = pointColumns(t, { withEquipment: false }).map((column) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    render: (_: unknown, row: PlanPointRow, index: number) => column.render?.(row, index),
  }));
  return (
    <Table<PlanPointRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={points.data}
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
