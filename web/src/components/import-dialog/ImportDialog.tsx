import './texts';
import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { Code } from '@app/contract';
import { Alert, Button, Modal, Space, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../lib/feedback';
import { ApiError } from '../../lib/http';
import { downloadExport } from '../data-table/export';
import { formatBytes } from '../upload/format-bytes';
import { type ImportProblem, importProblems } from './import-errors';

export interface ImportDialogProps<R extends { count: number }> {
  open: boolean;
  onClose(): void;
  onImported(): void;
  title: string;
  /** The first step: what the template holds and how to fill it. */
  templateStep: string;
  /** The second step: which file to choose, with its bounds. */
  fileStep: string;
  /** The template's address under /api (sent with the session) and the downloaded file's name. */
  template: { href: string; fileName: string };
  /** Larger files are refused here, before the server would answer 413. */
  maxBytes: number;
  /** Sends the workbook; a code 2 answer lists the problems by row and column. */
  upload(file: File): Promise<R>;
  /** The banner once the rows are in. */
  doneText(result: R): string;
  /** A rule of this import of its own, said under the shared one (e.g. what it creates on the way). */
  note?: string;
}

/**
 * Template, file, import: the dialog of every Excel import. The server checks every row before writing
 * any; when one is wrong, every problem is listed here by row and column and nothing has been imported.
 */
export function ImportDialog<R extends { count: number }>({
  open,
  onClose,
  onImported,
  title,
  templateStep,
  fileStep,
  template,
  maxBytes,
  upload,
  doneText,
  note,
}: ImportDialogProps<R>) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ImportProblem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const reset = () => {
    setFile(null);
    setProblems([]);
    setFailure(null);
  };

  const choose = (picked: File) => {
    reset();
    if (!picked.name.toLowerCase().endsWith('.xlsx')) setFailure(t('importDialog.notXlsx'));
    else if (picked.size > maxBytes) setFailure(t('importDialog.tooLarge', { size: formatBytes(maxBytes) }));
    else setFile(picked);
    // Keep the file here: it is sent only when the import starts.
    return false;
  };

  const start = async () => {
    if (!file) return;
    setBusy(true);
    setProblems([]);
    setFailure(null);
    try {
      alertBanner('success', doneText(await upload(file)));
      onImported();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.code === Code.FieldErrors && error.extra.errdata) {
        setProblems(importProblems(error.extra.errdata));
      } else {
        setFailure(error instanceof ApiError ? error.msg : String(error));
      }
    } finally {
      setBusy(false);
    }
  };

  const count = problems.reduce((sum, problem) => sum + problem.messages.length, 0);

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
      width={720}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button key="start" type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
          {t('importDialog.start')}
        </Button>,
      ]}
    >
      <Steps
        orientation="vertical"
        size="small"
        current={file ? 1 : 0}
        items={[
          {
            title: templateStep,
            content: (
              <Button
                icon={<DownloadOutlined />}
                style={{ marginTop: 8 }}
                onClick={() => void downloadExport(template.href, template.fileName)}
              >
                {t('importDialog.template')}
              </Button>
            ),
          },
          {
            title: fileStep,
            content: (
              <Space style={{ marginTop: 8 }} wrap>
                <Upload accept=".xlsx" maxCount={1} showUploadList={false} beforeUpload={choose}>
                  <Button icon={<UploadOutlined />}>{file ? t('importDialog.change') : t('importDialog.pick')}</Button>
                </Upload>
                {file ? (
                  <Typography.Text>
                    <FileExcelOutlined style={{ color: '#1d6f42', marginInlineEnd: 6 }} />
                    {file.name}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="secondary">{t('importDialog.none')}</Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('importDialog.rule')}
        {note && ` ${note}`}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} />}
      {problems.length > 0 && (
        <>
          <Alert type="error" showIcon title={t('importDialog.problems', { count })} style={{ marginBottom: 12 }} />
          <Table<ImportProblem>
            size="small"
            rowKey="key"
            dataSource={problems}
            pagination={false}
            scroll={{ y: 280 }}
            columns={[
              {
                key: 'row',
                title: t('importDialog.row'),
                width: 110,
                render: (_v, problem) =>
                  problem.row === null ? t('importDialog.file') : t('importDialog.rowLabel', { row: problem.row }),
              },
              {
                key: 'column',
                title: t('importDialog.column'),
                width: 140,
                render: (_v, problem) => problem.column || '—',
              },
              {
                key: 'messages',
                title: t('importDialog.problem'),
                render: (_v, problem) => problem.messages.join(';'),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
