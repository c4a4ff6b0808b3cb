import { outOfTolerance } from '@app/contract';
import type { WidgetProps } from '@rjsf/utils';
import { Flex, InputNumber, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, type ItemOptions, useControlSize } from './common';
import { MeasureValue, OutOfToleranceTag, rangeText } from './values';

export { rangeText } from './values';

/**
 * A measured value: the number with its unit and the acceptable range below it. A value outside the
 * range is kept (it is what was measured) and flagged 超差.
 */
export function MeasureWidget({ id, value, onChange, disabled, readonly, options }: WidgetProps) {
  const { t } = useTranslation();
  const size = useControlSize();
  const measure = (options as ItemOptions).measure;
  if (readonly) return <MeasureValue value={value} measure={measure} />;
  const out = measure !== undefined && outOfTolerance(value, measure);
  return (
    <Flex vertical gap={4}>
      <Space.Compact style={{ width: '100%', maxWidth: 320 }}>
        <InputNumber
          id={id}
          size={size}
          inputMode="decimal"
          value={typeof value === 'number' ? value : null}
          disabled={disabled}
          status={out ? 'error' : undefined}
          onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
          style={{ width: '100%' }}
        />
        {measure?.unit && <Space.Addon>{measure.unit}</Space.Addon>}
      </Space.Compact>
      {measure && (
        <Space size={4} wrap>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('form.range', {
              nominal: formatNumber(measure.nominal),
              minus: formatNumber(measure.minus),
              plus: formatNumber(measure.plus),
              range: rangeText(measure),
            })}
          </Typography.Text>
          {out && <OutOfToleranceTag />}
        </Space>
      )}
    </Flex>
  );
}
