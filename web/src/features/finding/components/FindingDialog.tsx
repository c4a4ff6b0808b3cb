import '../texts';
import {
  FINDING_DESCRIPTION_MAX,
  FINDING_LOCATION_MAX,
  FINDING_ORG_MAX,
  FINDING_PHOTOS_MAX,
  type FindingDetail,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Select, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input/DateInput';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { type PhotoFile, PhotoFilesField } from '../../../components/upload/PhotoFilesField';
import { dayjs } from '../../../lib/dates';
import { alertBanner } from '../../../lib/feedback';
import { useIsPhone } from '../../../lib/use-is-phone';
import type { ChosenClause } from '../../criterion/public';
import { createFinding, refreshFindings, useFindingOptions } from '../api/finding';
import { ClauseField } from './ClauseField';

interface Values {
  type_id?: number;
  theme_id?: number;
  description: string;
  location: string;
  is_important: boolean;
  on_focus: boolean;
  responsible_id?: number;
  responsible_org: string;
  due_date: Dayjs | null;
  photo_ids: PhotoFile[];
  clause: ChosenClause | null;
}

interface Props {
  open: boolean;
  projectId: number;
  /** The report the finding was found in, when raised from it. */
  reportId?: number | null;
  /** The report's equipment, when raised from it. */
  equipmentId?: number | null;
  onClose(): void;
  onRaised?(finding: FindingDetail): void;
}

/** Raise a finding on a project (新增问题): type, theme, what and where, who rectifies by when, photos. */
export function FindingDialog({ open, projectId, reportId = null, equipmentId = null, onClose, onRaised }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const options = useFindingOptions(open ? projectId : null);
  const submit = async ({ due_date, photo_ids, type_id, theme_id, responsible_id, clause, ...values }: Values) => {
    const raised = await createFinding({
      ...values,
      project_id: projectId,
      report_id: reportId,
      equipment_id: equipmentId,
      type_id: type_id ?? 0,
      theme_id: theme_id ?? null,
      responsible_id: responsible_id ?? null,
      due_date: due_date ? due_date.format('YYYY-MM-DD') : '',
      photo_ids: photo_ids.map((photo) => photo.id),
      clause_id: clause?.clause_id ?? null,
    });
    await refreshFindings(queryClient);
    alertBanner('success', t('finding.raised'));
    onRaised?.(raised);
    onClose();
  };
  const named = (list: { id: number; name: string }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item.id, label: item.name }));
  const initial: Values = {
    description: '',
    location: '',
    is_important: false,
    on_focus: false,
    responsible_org: '',
    due_date: dayjs().add(7, 'day'),
    photo_ids: [],
    clause: null,
  };

  return (
    <FormDialog<Values>
      title={t('finding.add')}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={640}
      initialValues={initial}
    >
      <Form.Item
        name="type_id"
        label={t('finding.type')}
        rules={[{ required: true, message: t('finding.typeRequired') }]}
      >
        <Select options={named(options.data?.types)} loading={options.isPending} />
      </Form.Item>
      <Form.Item name="theme_id" label={t('finding.theme')}>
        <Select options={named(options.data?.themes)} allowClear loading={options.isPending} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('finding.description')}
        rules={[{ required: true, whitespace: true, message: t('finding.descriptionRequired') }]}
      >
        <Input.TextArea maxLength={FINDING_DESCRIPTION_MAX} autoSize={{ minRows: 3, maxRows: 8 }} showCount />
      </Form.Item>
      <Form.Item name="location" label={t('finding.location')}>
        <Input maxLength={FINDING_LOCATION_MAX} />
      </Form.Item>
      <Form.Item name="clause" label={t('finding.clause')}>
        <ClauseField />
      </Form.Item>
      <Form.Item name="responsible_id" label={t('finding.responsible')} extra={t('finding.responsibleHint')}>
        <Select options={named(options.data?.people)} allowClear showSearch optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="responsible_org" label={t('finding.responsibleOrg')}>
        <Input maxLength={FINDING_ORG_MAX} />
      </Form.Item>
      <Form.Item
        name="due_date"
        label={t('finding.dueDate')}
        rules={[{ required: true, message: t('finding.dueRequired') }]}
      >
        <DateInput inputReadOnly={phone} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="is_important" label={t('finding.important')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="on_focus" label={t('finding.onFocus')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="photo_ids" label={t('finding.photos')}>
        <PhotoFilesField max={FINDING_PHOTOS_MAX} phone={phone} />
      </Form.Item>
    </FormDialog>
  );
}
