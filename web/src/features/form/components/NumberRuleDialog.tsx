import { type FormFamily, isNumberPattern, NUMBER_PATTERN_MAX, NUMBER_TYPE_CODE, type NumberRule } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { alertBanner } from '../../../lib/feedback';
import { refreshForms, saveNumberRule } from '../api/forms';
import { NUMBER_PRESETS, type PresetKey, presetOf, previewNumber } from './number-pattern';

interface Values {
  type_code: string;
  preset: PresetKey;
  pattern: string;
}

interface Props {
  open: boolean;
  family: FormFamily;
  rule: NumberRule | undefined;
  onClose(): void;
}

/** A family's numbering rule: its type code and a coding level, or a pattern of its own, previewed live. */
export function NumberRuleDialog({ open, family, rule, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const preset = Form.useWatch('preset', form);
  const pattern = Form.useWatch('pattern', form) ?? '';
  const typeCode = Form.useWatch('type_code', form) ?? '';
  const patternOk = isNumberPattern(pattern) && pattern.length <= NUMBER_PATTERN_MAX;
  const initialPattern = rule?.pattern || NUMBER_PRESETS[0].pattern;

  const submit = async (values: Values) => {
    await saveNumberRule({ family, type_code: values.type_code, pattern: values.pattern });
    await refreshForms(queryClient);
    alertBanner('success', t('form.saved'));
    onClose();
  };

  return (
    <FormDialog<Values>
      title={t('form.editRule', { family: t(`form.family.${family}`) })}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={560}
      initialValues={{ type_code: rule?.type_code ?? '', preset: presetOf(initialPattern), pattern: initialPattern }}
    >
      <Form.Item
        name="type_code"
        label={t('form.typeCode')}
        extra={t('form.typeCodeHint')}
        rules={[
          { required: true, message: t('form.badTypeCode') },
          { pattern: NUMBER_TYPE_CODE, message: t('form.badTypeCode') },
        ]}
      >
        <Input maxLength={12} style={{ maxWidth: 200 }} autoFocus />
      </Form.Item>
      <Form.Item name="preset" label={t('form.codingLevel')}>
        <Radio.Group
          onChange={(event) => {
            const chosen = NUMBER_PRESETS.find((item) => item.key === event.target.value);
            if (chosen) form.setFieldValue('pattern', chosen.pattern);
          }}
          options={[
            ...NUMBER_PRESETS.map((item) => ({ value: item.key, label: t(`form.preset.${item.key}`) })),
            { value: 'custom', label: t('form.preset.custom') },
          ]}
        />
      </Form.Item>
      <Form.Item
        name="pattern"
        label={t('form.pattern')}
        extra={t('form.patternHint')}
        rules={[
          { required: true, message: t('form.badPattern') },
          { max: NUMBER_PATTERN_MAX, message: t('validation.tooLong') },
          {
            validator: async (_rule, value: string) => {
              if (value && !isNumberPattern(value)) throw new Error(t('form.badPattern'));
            },
          },
        ]}
      >
        <Input
          maxLength={NUMBER_PATTERN_MAX}
          disabled={preset !== 'custom'}
          style={{ fontFamily: 'monospace' }}
          aria-label={t('form.pattern')}
        />
      </Form.Item>
      <Typography.Paragraph>
        {t('form.preview')}:{' '}
        {patternOk ? (
          <Typography.Text code data-testid="number-preview">
            {previewNumber(pattern, typeCode)}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        )}
      </Typography.Paragraph>
    </FormDialog>
  );
}
