import '../texts';
import {
  Code,
  NCR_DISPOSITIONS,
  NCR_EVIDENCE_MAX,
  NCR_NOTE_MAX,
  NCR_PLAN_MAX,
  type NcrActBody,
  type NcrAction,
  type NcrDetail,
  type NcrDisposition,
} from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input, Radio, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input/DateInput';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { type PhotoFile, PhotoFilesField } from '../../../components/upload/PhotoFilesField';
import { dayjs } from '../../../lib/dates';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { actOnNcr, refreshNcr, showNcr } from '../api/ncr';

interface Values {
  disposition?: NcrDisposition;
  note?: string;
  plan?: string;
  responsible_id?: number;
  due_date?: Dayjs | null;
  file_ids?: PhotoFile[];
}

/** Steps that settle something for others (a plan's fate, the NCR's closing): asked once more. */
const CONFIRMED: readonly NcrAction[] = ['approve', 'reject', 'verify', 'fail'];

/** The call's body from the dialog's values, which its rules have checked (required fields are there). */
function bodyOf(action: NcrAction, values: Values): NcrActBody {
  const note = values.note?.trim() ?? '';
  switch (action) {
    case 'dispose':
      return { action, disposition: values.disposition as NcrDisposition, note };
    case 'plan':
      return {
        action,
        plan: values.plan?.trim() ?? '',
        responsible_id: values.responsible_id ?? 0,
        due_date: values.due_date?.format('YYYY-MM-DD') ?? '',
      };
    case 'execute':
      return { action, note, file_ids: (values.file_ids ?? []).map((file) => file.id) };
    default:
      return { action, note };
  }
}

/** A plan sent back starts from the one before, to be changed rather than written again. */
const startingValues = (detail: NcrDetail): Values => ({
  plan: detail.plan || undefined,
  responsible_id: detail.responsible?.id,
  due_date: detail.due_date ? dayjs(detail.due_date) : null,
  file_ids: [],
});

interface Props {
  open: boolean;
  action: NcrAction;
  detail: NcrDetail;
  phone: boolean;
  onClose(): void;
}

/** One step of the loop: the fields it carries, checked here and by the server, and a confirmation where it settles something. */
export function NcrActionDialog({ open, action, detail, phone, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const title = t(`ncr.action.${action}`);
  // Every step but the plan (which has fields of its own) carries a note, named for what it says.
  const noteLabel = action === 'plan' ? '' : t(`ncr.note.${action}`);

  const submit = async (values: Values) => {
    if (CONFIRMED.includes(action) && !(await confirmDialog(t(`ncr.confirm.${action}`)))) return;
    try {
      showNcr(queryClient, detail.id, await actOnNcr(detail.id, bodyOf(action, values)));
      alertBanner('success', t(`ncr.done.${action}`));
      onClose();
    } catch (error) {
      // Someone moved the NCR on first: say so, close, and show where it stands now.
      if (error instanceof ApiError && error.code === Code.Warning) {
        alertBanner('warning', error.msg);
        onClose();
        await refreshNcr(queryClient, detail.id);
        return;
      }
      throw error;
    }
  };

  return (
    <FormDialog<Values>
      title={title}
      okText={title}
      open={open}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={560}
      initialValues={startingValues(detail)}
    >
      {action === 'dispose' && (
        <Form.Item
          name="disposition"
          label={t('ncr.field.disposition')}
          rules={[{ required: true, message: t('ncr.required.disposition') }]}
        >
          <Radio.Group
            options={NCR_DISPOSITIONS.map((kind) => ({ value: kind, label: t(`ncr.disposition.${kind}`) }))}
          />
        </Form.Item>
      )}
      {action === 'plan' ? (
        <>
          <Form.Item
            name="plan"
            label={t('ncr.field.plan')}
            rules={[{ required: true, whitespace: true, message: t('ncr.required.plan') }]}
          >
            <Input.TextArea rows={4} maxLength={NCR_PLAN_MAX} placeholder={t('ncr.placeholder.plan')} />
          </Form.Item>
          <Form.Item
            name="responsible_id"
            label={t('ncr.field.responsible')}
            rules={[{ required: true, message: t('ncr.required.responsible') }]}
          >
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('ncr.placeholder.responsible')}
              options={detail.responsible_candidates.map((person) => ({ value: person.id, label: person.name }))}
            />
          </Form.Item>
          <Form.Item
            name="due_date"
            label={t('ncr.field.due_date')}
            rules={[
              { required: true, message: t('ncr.required.due_date') },
              {
                validator: (_, value: Dayjs | null | undefined) =>
                  value?.isBefore(dayjs(), 'day') ? Promise.reject(new Error(t('ncr.dueInPast'))) : Promise.resolve(),
              },
            ]}
          >
            <DateInput placeholder={t('ncr.placeholder.due_date')} inputReadOnly={phone} style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="note"
          label={noteLabel}
          rules={
            action === 'approve'
              ? []
              : [{ required: true, whitespace: true, message: t('ncr.required.note', { label: noteLabel }) }]
          }
        >
          <Input.TextArea rows={3} maxLength={NCR_NOTE_MAX} placeholder={t(`ncr.placeholder.${action}`)} />
        </Form.Item>
      )}
      {action === 'execute' && (
        <Form.Item name="file_ids" label={t('ncr.field.evidence')}>
          <PhotoFilesField max={NCR_EVIDENCE_MAX} phone={phone} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
