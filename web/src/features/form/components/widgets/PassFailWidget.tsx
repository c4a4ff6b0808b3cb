import { PASS_FAIL_VALUES, type PassFailValue } from '@app/contract';
import type { WidgetProps } from '@rjsf/utils';
import { Radio, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Plain, useControlSize } from './common';

const TAG_COLOR: Record<PassFailValue, string> = { pass: 'success', fail: 'error', na: 'default' };
const FAIL_STYLE = { background: '#ff4d4f', borderColor: '#ff4d4f', color: '#fff' };

/** A pass/fail answer as read: 合格 green, 不合格 red, 不适用 grey. */
export function PassFailTag({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (!PASS_FAIL_VALUES.includes(value as PassFailValue)) return <Plain />;
  const answer = value as PassFailValue;
  return <Tag color={TAG_COLOR[answer]}>{t(`form.passFail.${answer}`)}</Tag>;
}

/** 合格 / 不合格 / 不适用 as three large buttons; a failed check shows red. */
export function PassFailWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const size = useControlSize();
  if (readonly) return <PassFailTag value={value} />;
  return (
    <Radio.Group
      id={id}
      optionType="button"
      buttonStyle="solid"
      size={size}
      disabled={disabled}
      value={value ?? null}
      onChange={(event) => onChange(event.target.value)}
    >
      {PASS_FAIL_VALUES.map((answer) => (
        <Radio.Button
          key={answer}
          value={answer}
          style={answer === 'fail' && value === 'fail' ? FAIL_STYLE : undefined}
        >
          {t(`form.passFail.${answer}`)}
        </Radio.Button>
      ))}
    </Radio.Group>
  );
}
