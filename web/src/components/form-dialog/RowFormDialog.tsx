import { Alert, Form, type FormInstance, Skeleton } from 'antd';
import { useEffect } from 'react';
import { alertBanner } from '../../lib/feedback';
import { FormDialog, type FormDialogProps } from './FormDialog';

interface RowFormDialogProps<V extends object, R> extends Omit<FormDialogProps<V>, 'form' | 'onSubmit' | 'width'> {
  /** The caller's form, when its fields watch each other (`Form.useWatch`); the dialog makes one otherwise. */
  form?: FormInstance<V>;
  /** 520 px unless said. */
  width?: number;
  /** Creates or updates the row and refreshes what shows it. */
  save(values: V): Promise<R>;
  /** What the banner says once saved. */
  savedText: string;
  /** Called with what `save` answered; the dialog closes (`onClose`) unless this is given. */
  onSaved?(saved: R): void;
  /**
   * The edited row's whole record, when the list's row lacks some of it (a law's text, an
   * announcement's body): the fields wait for it, or say `failedText` if it fails, and start from it
   * once it comes (`initialValues` made from it then).
   */
  record?: { query: { data?: unknown; isError: boolean }; failedText: string };
}

/**
 * The dialog that creates a row or edits one (a device kind, a project group, a category…): it holds
 * its own form, saves, says so in a banner and closes, or hands what was saved to `onSaved`.
 */
export function RowFormDialog<V extends object, R = unknown>({
  save,
  savedText,
  onSaved,
  width = 520,
  record,
  children,
  form: callerForm,
  ...dialog
}: RowFormDialogProps<V, R>) {
  const [form] = Form.useForm<V>(callerForm);
  const loaded = record?.query.data;
  // The record arrives after the dialog opened: start the fields from it then.
  useEffect(() => {
    if (loaded) form.resetFields();
  }, [loaded, form]);
  const submit = async (values: V) => {
    const saved = await save(values);
    alertBanner('success', savedText);
    if (onSaved) onSaved(saved);
    else dialog.onClose();
  };
  const waiting = record !== undefined && !loaded;
  return (
    <FormDialog<V> {...dialog} form={form} onSubmit={submit} width={width}>
      {!waiting ? (
        children
      ) : record.query.isError ? (
        <Alert type="error" showIcon message={record.failedText} />
      ) : (
        <Skeleton active />
      )}
    </FormDialog>
  );
}
