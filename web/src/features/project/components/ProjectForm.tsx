import {
  PROJECT_DICTS,
  PROJECT_INVEST_MAX,
  PROJECT_MEASURE_MAX,
  PROJECT_NAME_MAX,
  PROJECT_NOTE_MAX,
  PROJECT_NUMBER_MAX,
  type ProjectBody,
  type ProjectDictField,
  type ProjectRow,
} from '@app/contract';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Slider, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictValues } from '../../../components/data-table/dict-values';
import { DateInput } from '../../../components/date-input/DateInput';
import { LocationPicker } from '../../../components/map/LocationPicker';
import { RegionCascader } from '../../../components/region/RegionCascader';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { useOrganizationOptions } from '../../users/public';
import { useGroups, useMemberOptions } from '../api/projects';
import { bodyOf, onPicker, type ProjectValues, valuesOf } from '../project-values';

/** A coded field's choices from its dictionary; `id` comes from Form.Item, so the label names it. */
function DictSelect({
  field,
  id,
  value,
  onChange,
}: {
  field: ProjectDictField;
  id?: string;
  value?: string;
  onChange?: (v: string) => void;
}) {
  const { data, isLoading } = useDictValues(PROJECT_DICTS[field]);
  return (
    <Select
      id={id}
      value={value || undefined}
      onChange={(next) => onChange?.(next ?? '')}
      allowClear
      loading={isLoading}
      options={(data ?? []).map((item) => ({ value: item.key, label: item.value }))}
    />
  );
}

/** An end date must not fall before its start: checked here as the server checks it. */
const endAfter =
  (startField: keyof ProjectValues, message: string) =>
  ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator(_: unknown, end: Dayjs | null) {
      const start = getFieldValue(startField) as Dayjs | null;
      const early = start && end?.isBefore(start, 'day');
      return early ? Promise.reject(new Error(message)) : Promise.resolve();
    },
  });

interface Props {
  project: ProjectRow | null;
  groupId: number;
  onSave(body: ProjectBody): Promise<void>;
  onCancel(): void;
}

/** Creates or edits a project: every field of SPEC §3 in sections, the location picked on a map. */
export function ProjectForm({ project, groupId, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ProjectValues>();
  const { saving, problem, run } = useFormSubmit(form);
  const initial = valuesOf(project, groupId);
  const groups = useGroups();
  const members = useMemberOptions(true);
  const organizations = useOrganizationOptions();
  const memberOptions = (members.data ?? []).map((m) => ({ value: m.id, label: `${m.name}（${m.username}）` }));
  const col = (node: ReactNode, span: { md?: number; xl?: number } = { md: 12, xl: 8 }) => (
    <Col xs={24} {...span}>
      {node}
    </Col>
  );
  const dict = (field: ProjectDictField, label: string) =>
    col(
      <Form.Item name={field} label={t(label)}>
        <DictSelect field={field} />
      </Form.Item>,
    );
  const decimal = (name: 'total_invest' | 'construction_area' | 'construction_length', label: string, max: number) =>
    col(
      <Form.Item name={name} label={t(label)}>
        <InputNumber min={0} max={max} precision={2} style={{ width: '100%' }} />
      </Form.Item>,
    );
  const date = (
    name: 'contract_start' | 'contract_end' | 'actual_start' | 'actual_end',
    label: string,
    start?: keyof ProjectValues,
  ) =>
    col(
      <Form.Item
        name={name}
        label={t(label)}
        dependencies={start ? [start] : []}
        rules={start ? [endAfter(start, t('project.endBeforeStart'))] : []}
      >
        <DateInput style={{ width: '100%' }} />
      </Form.Item>,
      { md: 12, xl: 6 },
    );

  return (
    <Form<ProjectValues>
      form={form}
      layout="vertical"
      initialValues={initial}
      onFinish={(values) => {
        if (!saving)
          void run(async () => {
            try {
              // Fields this form does not show (the photos, edited on the progress tab) keep their values.
              await onSave(bodyOf({ ...initial, ...values }));
            } catch (error) {
              throw onPicker(error);
            }
          });
      }}
      autoComplete="off"
      scrollToFirstError
    >
      {problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
      <Space orientation="vertical" size={16} style={{ width: '100%' }}>
        <Card size="small" title={t('project.sections.identity')}>
          <Row gutter={16}>
            {col(
              <Form.Item
                name="name"
                label={t('project.name')}
                rules={[{ required: true, whitespace: true, message: t('project.nameRequired') }]}
              >
                <Input maxLength={PROJECT_NAME_MAX} autoFocus />
              </Form.Item>,
              { md: 24, xl: 12 },
            )}
            {col(
              <Form.Item
                name="number"
                label={t('project.number')}
                rules={[{ required: true, whitespace: true, message: t('project.numberRequired') }]}
              >
                <Input maxLength={PROJECT_NUMBER_MAX} />
              </Form.Item>,
              { md: 12, xl: 6 },
            )}
            {col(
              <Form.Item
                name="group_id"
                label={t('project.group')}
                rules={[{ required: true, message: t('project.groupRequired') }]}
              >
                <Select
                  loading={groups.isLoading}
                  options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
                />
              </Form.Item>,
              { md: 12, xl: 6 },
            )}
            {col(
              <Form.Item name="team" label={t('project.team')}>
                <Input maxLength={128} />
              </Form.Item>,
            )}
            {col(
              <Form.Item name="note" label={t('project.note')}>
                <Input.TextArea maxLength={PROJECT_NOTE_MAX} autoSize={{ minRows: 1, maxRows: 4 }} />
              </Form.Item>,
              { md: 12, xl: 16 },
            )}
          </Row>
        </Card>
        <Card size="small" title={t('project.sections.classification')}>
          <Row gutter={16}>
            {dict('project_type', 'project.projectType')}
            {dict('stage', 'project.stage')}
            {dict('invest_type', 'project.investType')}
            {dict('level', 'project.level')}
            {dict('inspection_status', 'project.inspectionStatus')}
            {dict('inspection_type', 'project.inspectionType')}
            {dict('green_cert', 'project.greenCert')}
          </Row>
        </Card>
        <Card size="small" title={t('project.sections.scale')}>
          <Row gutter={16}>
            {decimal('total_invest', 'project.totalInvest', PROJECT_INVEST_MAX)}
            {decimal('construction_area', 'project.constructionArea', PROJECT_MEASURE_MAX)}
            {decimal('construction_length', 'project.constructionLength', PROJECT_MEASURE_MAX)}
          </Row>
        </Card>
        <Card size="small" title={t('project.sections.parties')}>
          <Row gutter={16}>
            {col(
              <Form.Item name="construction_unit_id" label={t('project.constructionUnit')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={organizations.isLoading}
                  options={(organizations.data ?? []).map((o) => ({ value: o.id, label: o.short_name }))}
                />
              </Form.Item>,
            )}
            {col(
              <Form.Item name="supervisor_id" label={t('project.supervisor')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={members.isLoading}
                  options={memberOptions}
                />
              </Form.Item>,
            )}
            {col(
              <Form.Item name="project_supervisor_id" label={t('project.projectSupervisor')}>
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={members.isLoading}
                  options={memberOptions}
                />
              </Form.Item>,
            )}
          </Row>
        </Card>
        <Card size="small" title={t('project.sections.schedule')}>
          <Row gutter={16}>
            {date('contract_start', 'project.contractStart')}
            {date('contract_end', 'project.contractEnd', 'contract_start')}
            {date('actual_start', 'project.actualStart')}
            {date('actual_end', 'project.actualEnd', 'actual_start')}
            {col(
              <Form.Item name="progress" label={t('project.progress')}>
                <Slider min={0} max={100} marks={{ 0: '0%', 50: '50%', 100: '100%' }} />
              </Form.Item>,
              { md: 24, xl: 12 },
            )}
          </Row>
        </Card>
        <Card size="small" title={t('project.sections.location')}>
          <Form.Item name="region" label={t('project.region')}>
            <RegionCascader />
          </Form.Item>
          <Form.Item name="location" label={t('project.location')}>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name="position" label={t('project.coordinates')} extra={t('project.pickOnMap')}>
            <LocationPicker mapOnDemand />
          </Form.Item>
        </Card>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('project.save')}
          </Button>
          <Button onClick={onCancel}>{t('project.cancel')}</Button>
        </Space>
      </Space>
    </Form>
  );
}
