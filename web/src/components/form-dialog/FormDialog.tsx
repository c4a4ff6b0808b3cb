import { Alert, Form, type FormInstance, type FormProps, Modal } from 'antd';
import type { KeyboardEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '../../lib/use-form-submit';

export interface FormDialogProps<V extends object> {
  title: ReactNode;
  open: boolean;
  onClose(): void;
  /** The dialog's form, from `Form.useForm`: its fields may watch it, and the server's errors land on it. */
  form: FormInstance<V>;
  initialValues?: FormProps<V>['initialValues'];
  /**
   * Saves the values. A thrown field error (code 2) goes under its fields; any other failure shows
   * above the fields when `showProblem` (the HTTP client has already shown it for a call that is not
   * silent). Closing after a save is the caller's to do.
   */
  onSubmit(values: V): Promise<unknown>;
  /** Capped by antd to the screen width less a margin, so a 390 px phone shows it whole. */
  width: number;
  /** The OK button's text; "Save" by default. */
  okText?: ReactNode;
  /** Whether a failure other than a field error shows above the fields. */
  showProblem?: boolean;
  requiredMark?: boolean;
  /** Shown above the failure and the fields. */
  intro?: ReactNode;
  children: ReactNode;
}

/** Enter in a text-like input submits; in a picker (select, date, cascader) it belongs to the picker. */
const SUBMITTING_INPUTS = new Set(['text', 'password', 'number', 'email', 'tel', 'url', 'search']);
const PICKERS = '.ant-select, .ant-picker, .ant-cascader';

function submitsOnEnter(event: KeyboardEvent<HTMLFormElement>): boolean {
  if (event.key !== 'Enter' || event.defaultPrevented || event.nativeEvent.isComposing) return false;
  const target = event.target;
  return target instanceof HTMLInputElement && SUBMITTING_INPUTS.has(target.type) && !target.closest(PICKERS);
}

/**
 * A modal holding one vertical form: Save (loading while the save runs) and Cancel, Enter in a field
 * submits, Escape or Cancel closes, and the fields are dropped on close so the next opening starts
 * from `initialValues`.
 */
export function FormDialog<V extends object>({
  title,
  open,
  onClose,
  form,
  initialValues,
  onSubmit,
  width,
  okText,
  showProblem = true,
  requiredMark,
  intro,
  children,
}: FormDialogProps<V>) {
  const { t } = useTranslation();
  const { saving, problem, run, clearProblem } = useFormSubmit(form);

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={okText ?? t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      afterClose={clearProblem}
      destroyOnHidden
      width={width}
    >
      <Form<V>
        form={form}
        layout="vertical"
        onFinish={(values) => {
          // Enter pressed again while saving submits nothing more.
          if (!saving) void run(async () => void (await onSubmit(values)));
        }}
        onKeyDown={(event) => {
          if (!submitsOnEnter(event)) return;
          event.preventDefault();
          form.submit();
        }}
        autoComplete="off"
        preserve={false}
        requiredMark={requiredMark}
        initialValues={initialValues}
      >
        {intro}
        {showProblem && problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
        {children}
      </Form>
    </Modal>
  );
}
