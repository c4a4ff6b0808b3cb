import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useReportPoints } from '../api/report-review';

interface Props {
  projectId: number | undefined;
  equipmentId: number | undefined;
}

/**
 * The ITP point an inspection report or witness record covers, among the chosen equipment's points in
 * route order: "3. 铁心叠装 · 停止点 H · 计划 2026-05-10". Optional; once the report is accepted the point
 * is done. Points done already stay offered (a second report may follow) and say so.
 */
export function PointField({ projectId, equipmentId }: Props) {
  const { t } = useTranslation();
  const points = useReportPoints(projectId, equipmentId);
  const label = (point: NonNullable<typeof points.data>[number]) =>
    [
      `${point.step}. ${point.step_name}`,
      `${point.category_name} ${point.plan_symbol}`,
      point.planned_date ? t('report.point.planned', { date: point.planned_date }) : '',
      point.actual_date ? t('report.point.done', { date: point.actual_date }) : '',
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Form.Item name="point_id" label={t('report.field.point_id')} extra={t('report.point.hint')}>
      <Select
        allowClear
        disabled={equipmentId === undefined}
        placeholder={equipmentId === undefined ? t('report.point.pickEquipmentFirst') : t('report.pick.point_id')}
        loading={points.isLoading}
        notFoundContent={points.isLoading ? undefined : t('report.point.none')}
        options={(points.data ?? []).map((point) => ({ value: point.id, label: label(point) }))}
      />
    </Form.Item>
  );
}
