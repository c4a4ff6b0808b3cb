import type { MeasureOptions } from '@app/contract';
import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { useIsPhone } from '../../../../lib/use-is-phone';

/** Large controls on a phone: fingers, not a pointer. */
export function useControlSize(): 'large' | 'middle' {
  return useIsPhone() ? 'large' : 'middle';
}

/** The UI schema's options of an item as the form model writes them (`ui:options`). */
export interface ItemOptions {
  kind?: string;
  unit?: string;
  measure?: MeasureOptions;
  dictCode?: string;
  maxCount?: number;
}

/** An answer shown as read: the value, or a dash when there is none. */
export function Plain({ children }: { children?: ReactNode }) {
  const empty = children === undefined || children === null || children === '';
  return <Typography.Text type={empty ? 'secondary' : undefined}>{empty ? '—' : children}</Typography.Text>;
}

/** A number as typed: no trailing binary noise. */
export const formatNumber = (value: number) => String(Number(value.toFixed(6)));
