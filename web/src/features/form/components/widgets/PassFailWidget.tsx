import { PASS_FAIL_VALUES } from '@app/contract';
import type { WidgetProps } from '@rjsf/utils';
import { Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useControlSize } from './common';
import { PassFailValue } from './values';

const FAIL_STYLE = { background: '#ff4d4f', borderColor: '#ff4d4f', color: '#fff' };

/** 合格 / 不合格 / 不适用 as three large buttons; a failed check shows red. */
export function PassFailWidget({ id, value, onChange, disabled, readonly }: WidgetProps) {
  const { t } = useTranslation();
  const size = useControlSize();
  if (readonly) return <PassFailValue value={value} />;
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
