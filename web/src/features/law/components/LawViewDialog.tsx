import '../texts';
import { Alert, Descriptions, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLaw } from '../api/laws';
import { LawPdfLink } from './LawPdf';
import { LawStatusTag } from './law-status';

interface Props {
  open: boolean;
  id: number | null;
  onClose(): void;
}

/** One law or standard with its text and its attached PDF, to read. */
export function LawViewDialog({ open, id, onClose }: Props) {
  const { t } = useTranslation();
  const law = useLaw(open ? id : null);
  const data = law.data;
  return (
    <Modal
      title={data ? `${data.code} ${data.title}` : t('law.view')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={820}
      destroyOnHidden
    >
      {law.isError && <Alert type="error" showIcon message={t('law.loadFailed')} />}
      {law.isPending && open && <Skeleton active />}
      {data && (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('law.code')}>{data.code}</Descriptions.Item>
            <Descriptions.Item label={t('law.status')}>
              <LawStatusTag status={data.status} />
            </Descriptions.Item>
            <Descriptions.Item label={t('law.issuer')}>{data.issuer || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('law.enableDate')}>{data.enable_date}</Descriptions.Item>
            {data.file && (
              <Descriptions.Item label={t('law.pdf')} span="filled">
                <LawPdfLink file={data.file} />
              </Descriptions.Item>
            )}
          </Descriptions>
          {data.content ? (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>
              {data.content}
            </Typography.Paragraph>
          ) : (
            // A law kept as a PDF alone has its text there.
            !data.file && <Typography.Text type="secondary">{t('law.noContent')}</Typography.Text>
          )}
        </>
      )}
    </Modal>
  );
}
