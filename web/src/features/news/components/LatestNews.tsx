import '../texts';
import { Button, Card, Empty, Flex, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dayjs } from '../../../lib/dates';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { useNews } from '../api/news';
import { NewsTags } from './NewsTags';

const NewsViewDialog = lazyOnOpen(() => import('./NewsViewDialog').then((m) => m.NewsViewDialog));

/**
 * The newest announcements (pinned first) as a card for the role homes, each opening to read, with
 * a link to the news screen.
 */
export function LatestNews({ count = 5 }: { count?: number }) {
  const { t } = useTranslation();
  const news = useNews(1);
  const [open, setOpen] = useState<number | null>(null);
  const items = news.data?.result.slice(0, count) ?? [];
  return (
    <Card title={t('news.latest')} size="small" extra={<Link to="/news/index">{t('news.more')}</Link>}>
      {news.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : news.isError ? (
        <Flex gap={8} align="center">
          <Typography.Text type="danger">{t('news.loadFailed')}</Typography.Text>
          <Button size="small" onClick={() => void news.refetch()}>
            {t('common.retry')}
          </Button>
        </Flex>
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('news.empty')} />
      ) : (
        <Flex vertical gap={8}>
          {items.map((item) => (
            <Flex key={item.id} justify="space-between" gap={8} align="baseline">
              <Typography.Link ellipsis onClick={() => setOpen(item.id)} style={{ minWidth: 0 }}>
                <NewsTags item={item} />
                {item.title}
              </Typography.Link>
              <Typography.Text type="secondary" style={{ flex: 'none' }}>
                {dayjs(item.published_at).format('MM-DD')}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      )}
      <NewsViewDialog open={open !== null} id={open} onClose={() => setOpen(null)} />
    </Card>
  );
}
