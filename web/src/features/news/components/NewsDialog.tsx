import '../texts';
import { NEWS_BODY_MAX, NEWS_TITLE_MAX, type NewsRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { DatePicker, Form, Input, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { RowFormDialog } from '../../../components/form-dialog/RowFormDialog';
import { dayjs } from '../../../lib/dates';
import { createNews, refreshNews, updateNews, useNewsItem } from '../api/news';

interface Values {
  title: string;
  body: string;
  published_at: Dayjs | null;
  pinned: boolean;
}

interface Props {
  open: boolean;
  /** The announcement being edited; none to post one. */
  item: NewsRow | null;
  onClose(): void;
}

/** Post or edit an announcement; editing loads its whole body first. */
export function NewsDialog({ open, item, onClose }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const full = useNewsItem(open && item ? item.id : null);
  const save = async ({ published_at, ...values }: Values) => {
    const body = { ...values, ...(published_at ? { published_at: published_at.toISOString() } : {}) };
    await (item ? updateNews(item.id, body) : createNews(body));
    await refreshNews(queryClient);
  };
  const initial: Values = full.data
    ? {
        title: full.data.title,
        body: full.data.body,
        pinned: full.data.pinned,
        published_at: dayjs(full.data.published_at),
      }
    : { title: '', body: '', pinned: false, published_at: null };

  return (
    <RowFormDialog<Values>
      title={t(item ? 'news.edit' : 'news.create')}
      open={open}
      onClose={onClose}
      save={save}
      savedText={t('news.saved')}
      record={item ? { query: full, failedText: t('news.loadFailed') } : undefined}
      width={720}
      initialValues={initial}
    >
      <Form.Item
        name="title"
        label={t('news.name')}
        rules={[{ required: true, whitespace: true, message: t('news.nameRequired') }]}
      >
        <Input maxLength={NEWS_TITLE_MAX} autoFocus />
      </Form.Item>
      <Form.Item
        name="body"
        label={t('news.body')}
        rules={[{ required: true, whitespace: true, message: t('news.bodyRequired') }]}
      >
        <Input.TextArea maxLength={NEWS_BODY_MAX} autoSize={{ minRows: 5, maxRows: 14 }} showCount />
      </Form.Item>
      <Form.Item name="published_at" label={t('news.publishedAt')} extra={t('news.publishedAtHint')}>
        <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="pinned" label={t('news.pinned')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </RowFormDialog>
  );
}
