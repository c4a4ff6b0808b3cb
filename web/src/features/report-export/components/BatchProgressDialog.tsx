import { DownloadOutlined } from '@ant-design/icons';
import { type ReportBatchStatus, reportBatchDownloadUrl } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Progress, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchStatus, downloadReportFile } from '../api/report-export';

/** How often the dialog asks how far the batch has come. */
export const POLL_MS = 1000;

const settled = (status: ReportBatchStatus | undefined) => status?.status === 'done' || status?.status === 'failed';

function progressStatus(batch: ReportBatchStatus | undefined) {
  if (batch?.status === 'failed') return 'exception';
  return batch?.status === 'done' ? 'success' : 'active';
}

/** What the batch is doing, in words. */
function StatusLine({ batch }: { batch: ReportBatchStatus }) {
  const { t } = useTranslation();
  if (batch.status === 'failed') {
    return <Alert type="error" showIcon title={t('reportExport.failedReason', { reason: batch.error ?? '' })} />;
  }
  const text = {
    queued: t('reportExport.queued'),
    running: t('reportExport.running', { done: batch.done, total: batch.total }),
    done: t('reportExport.done', { total: batch.total }),
  }[batch.status];
  return <Typography.Text>{text}</Typography.Text>;
}

/**
 * A batch's progress, polled every second until it is done or failed; then the zip's download, or
 * the reason it failed. Closing it only stops watching: the batch goes on on the server.
 */
export function BatchProgressDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const { data: batch, isError } = useQuery({
    queryKey: ['report-export', 'batch', id],
    queryFn: () => batchStatus(id),
    refetchInterval: (query) => (settled(query.state.data) ? false : POLL_MS),
  });
  const percent = batch && batch.total > 0 ? Math.round((batch.done / batch.total) * 100) : 0;

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportFile(reportBatchDownloadUrl(id), 'reports.zip');
    } finally {
      setDownloading(false);
    }
  };

  const footer = [
    batch?.status === 'done' && (
      <Button key="download" type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={download}>
        {t('reportExport.download')}
      </Button>
    ),
    <Button key="close" onClick={onClose}>
      {t('reportExport.close')}
    </Button>,
  ];
  return (
    <Modal open title={t('reportExport.batchTitle')} onCancel={onClose} footer={footer} maskClosable={false}>
      <Typography.Paragraph type="secondary">{t('reportExport.batchHint')}</Typography.Paragraph>
      <Progress percent={percent} status={progressStatus(batch)} />
      {batch && <StatusLine batch={batch} />}
      {isError && <Alert type="warning" showIcon title={t('reportExport.statusFailed')} />}
    </Modal>
  );
}
