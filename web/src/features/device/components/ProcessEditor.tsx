import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { DEVICE_NOTE_MAX, DEVICE_PROCESS_MAX, type DeviceWithProcesses, PROCESS_NAME_MAX } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, Form, Input, Space, Tag, Tooltip, Typography, theme } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { refreshDevices, saveProcesses } from '../api/devices';

interface Step {
  id?: number;
  name: string;
  note: string;
}
interface Values {
  processes: Step[];
}

const valuesOf = (device: DeviceWithProcesses): Values => ({
  processes: device.processes.map(({ id, name, note }) => ({ id, name, note })),
});

interface Props {
  device: DeviceWithProcesses;
  canEdit: boolean;
}

/**
 * A kind's manufacturing route as an ordered list: add, rename, move and remove steps, then save the
 * whole route at once. Steps keep their identity when moved, so what refers to them follows.
 */
export function ProcessEditor({ device, canEdit }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const { token } = theme.useToken();
  // The route as the server last answered it: the prop, or a save's answer before the list reloads.
  const [held, setHeld] = useState(device);
  const { saving, problem, run } = useFormSubmit(form);
  const steps = Form.useWatch('processes', form) ?? [];
  // Changed from what the server holds: a step added, removed, moved, renamed or annotated.
  const stepKey = (list: Partial<Step>[]) => JSON.stringify(list.map((p) => [p?.id, p?.name, p?.note]));
  const dirty = stepKey(steps) !== stepKey(valuesOf(held).processes);

  // The route as the server holds it, with nothing marked as changed.
  const restore = (from: DeviceWithProcesses) => {
    setHeld(from);
    form.resetFields();
    form.setFieldsValue(valuesOf(from));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: restore only when another kind (or its saved route) arrives.
  useEffect(() => restore(device), [device]);

  const save = (values: Values) =>
    run(async () => {
      const saved = await saveProcesses(device.id, { processes: values.processes ?? [] });
      restore(saved);
      await refreshDevices(queryClient);
      alertBanner('success', t('process.saved'));
    });

  const nameRules = (index: number) => [
    { required: true, whitespace: true, message: t('process.nameRequired') },
    {
      validator: async (_: unknown, value: string) => {
        const name = value?.trim();
        const twice = steps.some((step, other) => other !== index && step?.name?.trim() === name);
        if (name && twice) throw new Error(t('process.nameTwice'));
      },
    },
  ];

  return (
    <Form<Values>
      form={form}
      initialValues={valuesOf(device)}
      onFinish={(values) => void save(values)}
      disabled={!canEdit || saving}
      aria-label={t('process.controlTitle')}
    >
      {problem && <Alert type="error" showIcon message={problem} style={{ marginBottom: 16 }} />}
      <Form.List name="processes">
        {(fields, { add, remove, move }) => (
          <>
            {fields.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('process.empty')} />}
            {fields.map((field, index) => (
              <Flex
                key={field.key}
                gap={8}
                align="start"
                wrap
                data-testid="process-step"
                // On a phone a step wraps onto three lines; the rule shows where one ends.
                style={{ borderBottom: `1px dashed ${token.colorSplit}`, paddingTop: 12 }}
              >
                {/* Registered, though not shown: the form's values carry only registered fields. */}
                <Form.Item name={[field.name, 'id']} hidden noStyle>
                  <Input />
                </Form.Item>
                <Tag color="processing" style={{ marginTop: 5, minWidth: 36, textAlign: 'center' }}>
                  {index + 1}
                </Tag>
                <Form.Item
                  name={[field.name, 'name']}
                  rules={nameRules(index)}
                  dependencies={fields.map((f) => ['processes', f.name, 'name'])}
                  style={{ flex: '1 1 200px', marginBottom: 12 }}
                >
                  <Input maxLength={PROCESS_NAME_MAX} placeholder={t('process.name')} aria-label={t('process.name')} />
                </Form.Item>
                <Form.Item name={[field.name, 'note']} style={{ flex: '2 1 260px', marginBottom: 12 }}>
                  <Input
                    maxLength={DEVICE_NOTE_MAX}
                    placeholder={t('process.notePlaceholder')}
                    aria-label={t('process.note')}
                  />
                </Form.Item>
                {canEdit && (
                  <Space size={0} style={{ marginTop: 1 }}>
                    <Tooltip title={t('process.moveUp')}>
                      <Button
                        type="text"
                        icon={<ArrowUpOutlined />}
                        aria-label={t('process.moveUp')}
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                      />
                    </Tooltip>
                    <Tooltip title={t('process.moveDown')}>
                      <Button
                        type="text"
                        icon={<ArrowDownOutlined />}
                        aria-label={t('process.moveDown')}
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                      />
                    </Tooltip>
                    <Tooltip title={t('process.remove')}>
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('process.remove')}
                        onClick={() => remove(index)}
                      />
                    </Tooltip>
                  </Space>
                )}
              </Flex>
            ))}
            {canEdit && (
              <Button
                type="dashed"
                block
                icon={<PlusOutlined />}
                disabled={fields.length >= DEVICE_PROCESS_MAX}
                style={{ marginTop: 12 }}
                onClick={() => add({ name: '', note: '' })}
              >
                {fields.length >= DEVICE_PROCESS_MAX
                  ? t('process.tooMany', { max: DEVICE_PROCESS_MAX })
                  : t('process.add')}
              </Button>
            )}
          </>
        )}
      </Form.List>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginTop: 16 }}>
        <Space>
          <Typography.Text type="secondary">{t('process.count', { count: steps.length })}</Typography.Text>
          {canEdit && dirty && <Tag color="warning">{t('process.unsaved')}</Tag>}
        </Space>
        {canEdit && (
          <Space>
            <Button onClick={() => restore(held)}>{t('process.reset')}</Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {t('process.save')}
            </Button>
          </Space>
        )}
      </Flex>
    </Form>
  );
}
