import '../texts';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { NewsRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Flex, Pagination, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { QueryState } from '../../../components/result/QueryState';
import { dayjs } from '../../../lib/dates';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useIsPhone } from '../../../lib/use-is-phone';
import { deleteNews, NEWS_PAGE_SIZE, refreshNews, useNews } from '../api/news';
import { NewsTags } from '../components/NewsTags';

const NewsDialog = lazyOnOpen(() => import('../components/NewsDialog').then((m) => m.NewsDialog));
const NewsViewDialog = lazyOnOpen(() => import('../components/NewsViewDialog').then((m) => m.NewsViewDialog));

type Dialog = { kind: 'none' } | { kind: 'edit'; item: NewsRow | null } | { kind: 'view'; id: number };

/** The owner's announcements, pinned first, then the newest (新闻动态). */
export default function NewsPage() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const queryClient = useQueryClient();
  const permission = usePagePermission('news');
  const [page, setPage] = useState(1);
  const news = useNews(page);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const items = news.data?.result ?? [];

  const remove = async (item: NewsRow) => {
    if (!(await confirmDanger(t('news.deleteConfirm', { name: item.title }), () => deleteNews(item.id)))) return;
    alertBanner('success', t('news.deleted'));
    await refreshNews(queryClient);
  };

  const actions = (item: NewsRow) => (
    <Space size={0} wrap>
      {permission.can('update') && (
        <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setDialog({ kind: 'edit', item })}>
          {t('news.editAction')}
        </Button>
      )}
      {permission.can('delete') && (
        <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => void remove(item)}>
          {t('news.delete')}
        </Button>
      )}
    </Space>
  );

  const body = (
    <QueryState query={news} failedText={t('news.loadFailed')} empty={items.length === 0} emptyText={t('news.empty')}>
      <Flex vertical gap={12}>
        {items.map((item) => (
          <Card key={item.id} size="small" styles={{ body: { padding: phone ? 12 : 16 } }}>
            <Flex justify="space-between" gap={8} wrap align="start">
              <Typography.Link strong onClick={() => setDialog({ kind: 'view', id: item.id })}>
                <NewsTags item={item} />
                {item.title}
              </Typography.Link>
              {actions(item)}
            </Flex>
            <Typography.Paragraph type="secondary" style={{ margin: '4px 0' }}>
              {dayjs(item.published_at).format('YYYY-MM-DD HH:mm')}
              {item.author && ` · ${item.author}`}
            </Typography.Paragraph>
            <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0 }}>
              {item.excerpt}
            </Typography.Paragraph>
          </Card>
        ))}
      </Flex>
    </QueryState>
  );

  return (
    <Card
      title={t('news.title')}
      variant="borderless"
      extra={
        permission.can('create') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'edit', item: null })}>
            {t('news.add')}
          </Button>
        )
      }
    >
      {body}
      {(news.data?.paging.count ?? 0) > NEWS_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 12, textAlign: 'end' }}
          current={page}
          pageSize={NEWS_PAGE_SIZE}
          total={news.data?.paging.count ?? 0}
          showSizeChanger={false}
          simple={phone}
          onChange={setPage}
        />
      )}
      <NewsDialog open={dialog.kind === 'edit'} item={dialog.kind === 'edit' ? dialog.item : null} onClose={close} />
      <NewsViewDialog open={dialog.kind === 'view'} id={dialog.kind === 'view' ? dialog.id : null} onClose={close} />
    </Card>
  );
}
