import { DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { Code, USER_IMPORT_MAX_BYTES } from '@app/contract';
import { Alert, Button, Modal, Space, Steps, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadExport } from '../../../components/data-table/export';
import { alertBanner } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { importUsers, TEMPLATE_HREF, templateFileName } from '../api/users';
import { type ImportProblem, importProblems } from '../import-errors';

interface Props {
  open: boolean;
  onClose(): void;
  onImported(): void;
}

/**
 * Template, file, import. The server checks every row before writing any; when one is wrong, every
 * problem is listed here by row and column and nothing has been imported.
 */
export function ImportDialog({ open, onClose, onImported }: Props) {
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
    if (!picked.name.toLowerCase().endsWith('.xlsx')) setFailure(t('users.importDialog.notXlsx'));
    else if (picked.size > USER_IMPORT_MAX_BYTES) setFailure(t('users.importDialog.tooLarge'));
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
      const { count } = await importUsers(file);
      alertBanner('success', t('users.importDialog.done', { count }));
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
      title={t('users.importDialog.title')}
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
          {t('users.importDialog.start')}
        </Button>,
      ]}
    >
      <Steps
        orientation="vertical"
        size="small"
        current={file ? 1 : 0}
        items={[
          {
            title: t('users.importDialog.step1'),
            content: (
              <Button
                icon={<DownloadOutlined />}
                style={{ marginTop: 8 }}
                onClick={() => void downloadExport(TEMPLATE_HREF, templateFileName())}
              >
                {t('users.importDialog.template')}
              </Button>
            ),
          },
          {
            title: t('users.importDialog.step2'),
            content: (
              <Space style={{ marginTop: 8 }} wrap>
                <Upload accept=".xlsx" maxCount={1} showUploadList={false} beforeUpload={choose}>
                  <Button icon={<UploadOutlined />}>
                    {file ? t('users.importDialog.change') : t('users.importDialog.pick')}
                  </Button>
                </Upload>
                {file ? (
                  <Typography.Text>
                    <FileExcelOutlined style={{ color: '#1d6f42', marginInlineEnd: 6 }} />
                    {file.name}
                  </Typography.Text>
                ) : (
                  <Typography.Text type="secondary">{t('users.importDialog.none')}</Typography.Text>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('users.importDialog.rule')}
      </Typography.Paragraph>
      {failure && <Alert type="error" showIcon title={failure} />}
      {problems.length > 0 && (
        <>
          <Alert
            type="error"
            showIcon
            title={t('users.importDialog.problems', { count })}
            style={{ marginBottom: 12 }}
          />
          <Table<ImportProblem>
            size="small"
            rowKey="key"
            dataSource={problems}
            pagination={false}
            scroll={{ y: 280 }}
            columns={[
              {
                key: 'row',
                title: t('users.importDialog.row'),
                width: 110,
                render: (_v, problem) =>
                  problem.row === null
                    ? t('users.importDialog.file')
                    : t('users.importDialog.rowLabel', { row: problem.row }),
              },
              {
                key: 'column',
                title: t('users.importDialog.column'),
                width: 140,
                render: (_v, problem) => problem.column || '—',
              },
              {
                key: 'messages',
                title: t('users.importDialog.problem'),
                render: (_v, problem) => problem.messages.join(';'),
              },
            ]}
          />
        </>
      )}
    </Modal>
  );
}
