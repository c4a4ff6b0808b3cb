import { Alert, Modal } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../../lib/feedback';
import { refusal } from './refusal';

interface Props {
  title: string;
  open: boolean;
  width: number;
  /** Whether the form holds what saving needs: the save button is off until it does. */
  ready: boolean;
  /** Saves the form, answering the success banner's text, or null when there was nothing to save. */
  onSave(): Promise<string | null>;
  /** Clears the form once the dialog has closed. */
  onReset(): void;
  onClose(): void;
  onDone(): void;
  children: ReactNode;
}

/**
 * The frame of the plan's small dialogs: save and cancel, a banner and a refresh once saved, the
 * refusal's first message under the form, the form cleared after closing.
 */
export function PlanDialog({ title, open, width, ready, onSave, onReset, onClose, onDone, children }: Props) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');

  const save = async () => {
    setBusy(true);
    setProblem('');
    try {
      const saved = await onSave();
      if (saved === null) return;
      alertBanner('success', saved);
      onDone();
      onClose();
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !ready, loading: busy }}
      afterClose={() => {
        onReset();
        setProblem('');
      }}
      destroyOnHidden
      width={width}
    >
      {children}
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
    </Modal>
  );
}
