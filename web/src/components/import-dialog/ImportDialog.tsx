import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { Code } from '@app/contract';
import { Alert, Button, Modal, Space, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../lib/feedback';
import { ApiError } from '../../lib/http';
import { downloadExport } from '../data-table/export';
import { type ImportProblem, importProblems } from './import-errors';

export interface ImportDialogProps<R> {
  open: boolean;
  onClose(): void;
  onImported(result: R): void;
  /**
   * Where the feature keeps the dialog's texts: `<textPrefix>.title`, `.step1`, `.template`, `.step2`,
   * `.pick`, `.change`, `.none`, `.start`, `.rule`, `.notXlsx`, `.tooLarge`, `.problems`, `.row`,
   * `.column`, `.problem`, `.rowLabel`, `.file` (`users.importDialog` has them all).
   */
  textPrefix: string;
  /** The import's byte limit; a larger file is refused before it is sent. */
  maxBytes: number;
  template: { href: string; fileName: string };
  /** Sends the workbook (`uploadWorkbook`). */
  upload(file: File): Promise<R>;
  /** The success banner's text. */
  doneText(result: R): string;
}

/**
 * Template, file, import. The server checks every row before writing any; when one is wrong, every
 * problem is listed here by row and column and nothing has been imported.
 */
export function ImportDialog<R>(props: ImportDialogProps<R>) {
  const { open, onClose, onImported, maxBytes, template, upload, doneText } = props;
  const { t: translate } = useTranslation();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${props.textPrefix}.${key}`, options);
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
    if (!picked.name.toLowerCase().endsWith('.xlsx')) setFailure(t('notXlsx'));
    else if (picked.size > maxBytes) setFailure(t('tooLarge'));
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
      const result = await upload(file);
      alertBanner('success', doneText(result));
      onImported(result);
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
      title={t('title')}
      open={open}
      onCancel={onClose}
      afterClose={reset}
      destroyOnHidden
      width={720}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {translate('common.cancel')}
        </Button>,
        <Button key="start" type="primary" disabled={!file} loading={busy} onClick={() => void start()}>
          {t('start')}
        </Button>,
      ]}
    >
      <Steps
        orientation="vertical"
        size="small"
        current={file ? 1 : 0}
        items={[
          {
            title: t('step1'),
            content: (
              <Button
                icon={<DownloadOutlined />}
                style={{ marginTop: 8 }}
                onClick={() => void downloadExport(template.href, template.fileName)}
              >
                {t('template')}
              </Button>
            ),
          },
          {
            title: t('step2'),
            content: (
              <Space style={{ marginTop: 8 }} wrap>
                <Upload accept=".xlsx" maxCount={1} showUploadList={false} beforeUpload={choose}>
                  <Button icon={<UploadOutlined />}>{file ? t('change') : t('pick')}</Button>
                </Upload>
                {file ? (
                  <Typography.Text>
                    <FileExcelOutlined style={{ color: '#1d6f42', marginInlineEnd: 6 }} />
                    {file.name}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="secondary">{t('none')}</Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('rule')}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} />}
      {problems.length > 0 && (
        <>
          <Alert type="error" showIcon title={t('problems', { count })} style={{ marginBottom: 12 }} />
          <Table<ImportProblem>
            size="small"
            rowKey="key"
            dataSource={problems}
            pagination={false}
            scroll={{ y: 280 }}
            columns={[
              {
                key: 'row',
                title: t('row'),
                width: 110,
                render: (_v, problem) => (problem.row === null ? t('file') : t('rowLabel', { row: problem.row })),
              },
              {
                key: 'column',
                title: t('column'),
                width: 140,
                render: (_v, problem) => problem.column || '—',
              },
              {
                key: 'messages',
                title: t('problem'),
                render: (_v, problem) => problem.messages.join(';'),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
