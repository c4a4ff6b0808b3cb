import { FormOutlined } from '@ant-design/icons';
import { coversPoints, needsEquipment, REPORT_CONCLUSIONS, REPORT_TYPES } from '@app/contract';
import { Alert, Button, Flex, Form, Radio, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input/DateInput';
import { actionBarStyle } from '../../../components/panel/action-bar';
import { dayjs } from '../../../lib/dates';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useIsPhone } from '../../../lib/use-is-phone';
import { useSessionStore } from '../../../stores/session';
import { EquipmentPicker } from '../../equipment/public';
import { createReport, useProjectOptions, useUploadOptions } from '../api/reports';
import { PointField } from './PointField';
import { createBody, type HeaderField, type HeaderValues, missingFields, templatesOf } from './upload-header';
import { WriterField } from './WriterField';

interface Props {
  /** The project chosen to begin with (a page opened from a project). */
  projectId?: number;
  onCreated(report: { id: number; template_id: number }): void;
}

/** What a change of project or type makes stale: its writers, equipment and templates are another's. */
const STALE_AFTER: Partial<Record<HeaderField, HeaderValues>> = {
  project_id: { writer_id: undefined, template_id: undefined, equipment_id: undefined, point_id: undefined },
  report_type: { template_id: undefined, point_id: undefined },
  equipment_id: { point_id: undefined },
};

/**
 * The header of a new report (SPEC §5 tour hints): type, project, date, conclusion, the writer when
 * the caller may name one, the template when the type has several, the equipment of NCRs and
 * release reports, and (optionally) the equipment and ITP point an inspection or witness covers. The button stays grey, saying what is missing, until the header is complete;
 * then the report is created as a draft and its page opens for the body.
 */
export function UploadForm({ projectId, onCreated }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const me = useSessionStore((s) => s.user);
  const [form] = Form.useForm<HeaderValues>();
  const { saving, problem, run } = useFormSubmit(form);
  // The fields shown, as they are now: a hidden field neither counts as missing nor is sent.
  const values: HeaderValues = Form.useWatch([], form) ?? {};
  const projects = useProjectOptions();
  const options = useUploadOptions(values.project_id);
  const templates = templatesOf(options.data, values.report_type);
  const noTemplate = options.data !== undefined && values.report_type !== undefined && templates.length === 0;
  const missing = missingFields(values, options.data);
  const waiting = values.project_id !== undefined && options.isPending;
  const ready = missing.length === 0 && options.data !== undefined && !noTemplate;
  const asksEquipment = values.report_type !== undefined && needsEquipment(values.report_type);
  const offersPoint = values.report_type !== undefined && coversPoints(values.report_type);

  // A manager names the writer; he is the writer until he names another.
  const writers = options.data?.may_pick_writer ? options.data.writers : undefined;
  useEffect(() => {
    if (writers && form.getFieldValue('writer_id') === undefined && writers.some((w) => w.id === me?.id)) {
      form.setFieldValue('writer_id', me?.id);
    }
  }, [writers, form, me?.id]);

  const required = (field: HeaderField) => [{ required: true, message: t(`report.pick.${field}`) }];
  const submit = () => {
    if (!ready || !options.data || saving) return;
    const body = createBody(form.getFieldsValue(), options.data);
    void run(async () => onCreated(await createReport(body)));
  };
  const hint = () => {
    if (missing.length) {
      const fields = missing.map((field) => t(`report.field.${field}`)).join(t('report.separator'));
      return t('report.missing', { fields });
    }
    if (waiting) return t('report.loadingOptions');
    // A failed call or a type without templates says so in its own alert above.
    return ready ? t('report.startHint') : '';
  };

  return (
    <Form<HeaderValues>
      form={form}
      layout="vertical"
      size={phone ? 'large' : 'middle'}
      initialValues={{ report_date: dayjs(), project_id: projectId }}
      onValuesChange={(changed: HeaderValues) => {
        for (const field of Object.keys(changed) as HeaderField[]) {
          const stale = STALE_AFTER[field];
          if (stale) form.setFieldsValue(stale);
        }
      }}
      onFinish={submit}
      autoComplete="off"
      style={{ maxWidth: 640 }}
    >
      {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
      <Form.Item name="report_type" label={t('report.field.report_type')} rules={required('report_type')}>
        <Select
          placeholder={t('report.pick.report_type')}
          options={REPORT_TYPES.map((type) => ({ value: type, label: t(`form.family.${type}`) }))}
        />
      </Form.Item>
      <Form.Item name="project_id" label={t('report.field.project_id')} rules={required('project_id')}>
        <Select
          placeholder={t('report.pick.project_id')}
          showSearch={{ optionFilterProp: 'label' }}
          loading={projects.isLoading}
          notFoundContent={projects.isLoading ? undefined : t('report.noProjects')}
          options={(projects.data ?? []).map((p) => ({ value: p.id, label: `${p.number} ${p.name}` }))}
        />
      </Form.Item>
      {templates.length > 1 && (
        <Form.Item name="template_id" label={t('report.field.template_id')} rules={required('template_id')}>
          <Select
            placeholder={t('report.pick.template_id')}
            options={templates.map((template) => ({ value: template.id, label: template.name }))}
          />
        </Form.Item>
      )}
      {(asksEquipment || offersPoint) && (
        <Form.Item
          name="equipment_id"
          label={t('report.field.equipment_id')}
          rules={asksEquipment ? required('equipment_id') : []}
          extra={t(asksEquipment ? 'report.equipmentHint' : 'report.point.equipmentHint')}
        >
          {values.project_id === undefined ? (
            <Select disabled placeholder={t('report.pickProjectFirst')} />
          ) : (
            <EquipmentPicker projectId={values.project_id} style={{ width: '100%' }} />
          )}
        </Form.Item>
      )}
      {offersPoint && <PointField projectId={values.project_id} equipmentId={values.equipment_id} />}
      <Form.Item name="report_date" label={t('report.field.report_date')} rules={required('report_date')}>
        <DateInput style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="conclusion" label={t('report.field.conclusion')} rules={required('conclusion')}>
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={REPORT_CONCLUSIONS.map((conclusion) => ({
            value: conclusion,
            label: t(`form.passFail.${conclusion}`),
          }))}
        />
      </Form.Item>
      <WriterField writers={writers} me={me?.name ?? ''} rules={required('writer_id')} />
      {options.isError && (
        <Alert
          type="error"
          showIcon
          title={t('report.optionsFailed')}
          action={<Button onClick={() => void options.refetch()}>{t('common.retry')}</Button>}
          style={{ marginBottom: 16 }}
        />
      )}
      {noTemplate && (
        <Alert
          type="warning"
          showIcon
          title={t('report.noTemplate', { type: t(`form.family.${values.report_type}`) })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Flex vertical={phone} gap={12} align={phone ? 'stretch' : 'center'} style={actionBarStyle(phone)}>
        <Button
          type="primary"
          htmlType="submit"
          icon={<FormOutlined />}
          disabled={!ready}
          loading={saving}
          block={phone}
        >
          {t('report.start')}
        </Button>
        <Typography.Text type="secondary" role="status">
          {hint()}
        </Typography.Text>
      </Flex>
    </Form>
  );
}
