import '../texts';
import { FINDING_NOTE_MAX, FINDING_PHOTOS_MAX, type FindingDetail, type FindingStep } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog/FormDialog';
import { type PhotoFile, PhotoFilesField } from '../../../components/upload/PhotoFilesField';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { useIsPhone } from '../../../lib/use-is-phone';
import { actOnFinding, refreshFindings } from '../api/finding';

interface Values {
  note: string;
  file_ids: PhotoFile[];
}

interface Props {
  /** The step to take, or none while closed. */
  step: FindingStep | null;
  findingId: number;
  onClose(): void;
  onDone?(finding: FindingDetail): void;
}

/**
 * One step of a finding's loop: a rectification with its note and photos; a verification with an
 * optional note; a return with its reason. Verifying and returning are confirmed first.
 */
export function ActDialog({ step, findingId, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const submit = async ({ note, file_ids }: Values) => {
    if (step === null) return;
    if (
      step !== 'submit' &&
      !(await confirmDialog(t(step === 'verify' ? 'finding.verifyConfirm' : 'finding.returnConfirm')))
    ) {
      return;
    }
    const body =
      step === 'submit'
        ? { action: step, note, file_ids: (file_ids ?? []).map((file) => file.id) }
        : { action: step, note };
    const done = await actOnFinding(findingId, body);
    await refreshFindings(queryClient);
    alertBanner('success', t('finding.done'));
    onDone?.(done);
    onClose();
  };
  const noteRequired = step !== 'verify';
  return (
    <FormDialog<Values>
      title={step ? t(`finding.action.${step}`) : ''}
      open={step !== null}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      width={560}
      okText={step ? t(`finding.action.${step}`) : undefined}
      initialValues={{ note: '', file_ids: [] }}
    >
      <Form.Item
        name="note"
        label={t(step === 'return' ? 'finding.returnReason' : 'finding.note')}
        rules={noteRequired ? [{ required: true, whitespace: true, message: t('finding.noteRequired') }] : []}
      >
        <Input.TextArea maxLength={FINDING_NOTE_MAX} autoSize={{ minRows: 3, maxRows: 8 }} showCount />
      </Form.Item>
      {step === 'submit' && (
        <Form.Item name="file_ids" label={t('finding.evidence')}>
          <PhotoFilesField max={FINDING_PHOTOS_MAX} phone={phone} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
