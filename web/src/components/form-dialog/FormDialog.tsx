import { Alert, Form, type FormInstance, type FormProps, Modal } from 'antd';
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from 'react';
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
 * Starts the opened form from this opening's `initialValues`. The caller's form instance outlives
 * the modal's fields: closing leaves each field's value of the last opening in it, and a form that
 * mounts again takes its stored values over its new initial ones, so an edit opened after a create
 * showed the empty create values (and a create after an edit the edited row); a form reopened
 * before its closing animation ended kept its old values too. Drawn inside the form, so the form
 * has taken the new initial values when this runs.
 */
function StartFromInitialValues({ form, opening }: { form: FormInstance; opening: number }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each opening resets once; `opening` says which.
  useEffect(() => form.resetFields(), [form, opening]);
  return null;
}

/**
 * Counts the openings. The modal keeps its content as it was while closed (it does not redraw it), so
 * the content cannot see `open` go false and true again; a number that grows with each opening it can.
 */
function useOpening(open: boolean): number {
  const state = useRef({ open: false, count: 0 });
  if (open && !state.current.open) state.current.count += 1;
  state.current.open = open;
  return state.current.count;
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
  const opening = useOpening(open);

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
        <StartFromInitialValues form={form} opening={opening} />
        {intro}
        {showProblem && problem && <Alert type="error" title={problem} showIcon style={{ marginBottom: 16 }} />}
        {children}
      </Form>
    </Modal>
  );
}
