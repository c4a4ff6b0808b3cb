import type { EquipmentStatus } from '@app/contract';
import { EQUIPMENT_STATUSES } from '@app/contract';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';

/** A status's colour: grey not started, blue in hand, gold waiting for the test, green released, red stopped. */
const COLORS: Record<EquipmentStatus, string> = {
  pending: 'default',
  manufacturing: 'processing',
  awaiting_test: 'gold',
  released: 'success',
  shipped: 'cyan',
  on_hold: 'error',
};

export const statusLabel = (t: TFunction, status: EquipmentStatus) => t(`equipment.statuses.${status}`);

export const statusOptions = (t: TFunction) =>
  EQUIPMENT_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) }));

export function StatusTag({ t, status }: { t: TFunction; status: EquipmentStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }}>
      {statusLabel(t, status)}
    </Tag>
  );
}
