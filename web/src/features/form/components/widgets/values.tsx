import { type MeasureOptions, outOfTolerance, PASS_FAIL_VALUES, type PassFailValue as PassFail } from '@app/contract';
import { Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber, Plain } from './common';

/*
 * The answers of the simple kinds as read, without @rjsf: the widgets draw these when read-only and
 * the read-only view (FormView) draws them too, so a form reads the same either way.
 */

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** One line of text. */
export function TextValue({ value }: { value: unknown }) {
  return <Plain>{text(value)}</Plain>;
}

/** Several lines of text, with their line breaks. */
export function TextareaValue({ value }: { value: unknown }) {
  if (typeof value !== 'string' || value === '') return <Plain />;
  return <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>{value}</Typography.Paragraph>;
}

/** A number with its unit. */
export function NumberValue({ value, unit }: { value: unknown; unit?: string }) {
  return <Plain>{typeof value === 'number' ? `${formatNumber(value)}${unit ? ` ${unit}` : ''}` : undefined}</Plain>;
}

/** A date as stored (YYYY-MM-DD). */
export function DateValue({ value }: { value: unknown }) {
  return <Plain>{text(value)}</Plain>;
}

const TAG_COLOR: Record<PassFail, string> = { pass: 'success', fail: 'error', na: 'default' };

/** A pass/fail answer as read: 合格 green, 不合格 red, 不适用 grey. */
export function PassFailValue({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (!PASS_FAIL_VALUES.includes(value as PassFail)) return <Plain />;
  const answer = value as PassFail;
  return <Tag color={TAG_COLOR[answer]}>{t(`form.passFail.${answer}`)}</Tag>;
}

/** The acceptable range: 10 (−0.05 … +0.1) mm. */
export function rangeText(measure: MeasureOptions) {
  const low = formatNumber(measure.nominal - measure.minus);
  const high = formatNumber(measure.nominal + measure.plus);
  return `${low} ~ ${high}${measure.unit ? ` ${measure.unit}` : ''}`;
}

/** The red 超差 of a measured value outside its tolerance. */
export function OutOfToleranceTag() {
  const { t } = useTranslation();
  return <Tag color="error">{t('form.outOfTolerance')}</Tag>;
}

/** A measured value as read, flagged when out of tolerance. */
export function MeasureValue({ value, measure }: { value: unknown; measure?: MeasureOptions }) {
  if (typeof value !== 'number') return <Plain />;
  return (
    <Space size={4} wrap>
      <Typography.Text>
        {formatNumber(value)}
        {measure?.unit ? ` ${measure.unit}` : ''}
      </Typography.Text>
      {measure && outOfTolerance(value, measure) && <OutOfToleranceTag />}
    </Space>
  );
}
