import { Modal, Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoadingStore } from '../stores/loading';

/** Shown only for calls that take longer than this, so quick calls do not flash a dialog. */
const SHOW_AFTER_MS = 400;

/** The modal "requesting data now..." dialog with a progress bar, while calls are in flight (SPEC §2). */
export default function LoadingDialog() {
  const { t } = useTranslation();
  const pending = useLoadingStore((s) => s.pending);
  const [visible, setVisible] = useState(false);
  const [percent, setPercent] = useState(10);

  useEffect(() => {
    if (pending === 0) {
      setVisible(false);
      setPercent(10);
      return;
    }
    const show = setTimeout(() => setVisible(true), SHOW_AFTER_MS);
    // The bar creeps towards the end without reaching it: there is no real progress to report.
    const creep = setInterval(() => setPercent((p) => Math.min(95, p + (95 - p) * 0.15)), 300);
    return () => {
      clearTimeout(show);
      clearInterval(creep);
    };
  }, [pending]);

  return (
    <Modal
      open={visible}
      footer={null}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      width={320}
      centered
    >
      <div role="status" aria-live="polite">
        <Typography.Text>{t('loading.requesting')}</Typography.Text>
        <Progress percent={Math.round(percent)} showInfo={false} status="active" />
      </div>
    </Modal>
  );
}
