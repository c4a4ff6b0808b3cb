import '../texts';
import { Alert, Modal, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';
import { useNewsItem } from '../api/news';
import { NewsTags } from './NewsTags';

interface Props {
  open: boolean;
  id: number | null;
  onClose(): void;
}

/** One announcement, to read. */
export function NewsViewDialog({ open, id, onClose }: Props) {
  const { t } = useTranslation();
  const item = useNewsItem(open ? id : null);
  const data = item.data;
  return (
    <Modal
      title={data?.title ?? t('news.title')}
      open={open}
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {item.isError && <Alert type="error" showIcon message={t('news.loadFailed')} />}
      {item.isPending && open && <Skeleton active />}
      {data && (
        <>
          <Typography.Paragraph type="secondary">
            <NewsTags item={data} />
            {dayjs(data.published_at).format('YYYY-MM-DD HH:mm')}
            {data.author && ` · ${data.author}`}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{data.body}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
