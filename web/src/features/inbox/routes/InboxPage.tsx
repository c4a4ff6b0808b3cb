import '../texts';
import { CheckOutlined } from '@ant-design/icons';
import type { InboxItem } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Flex, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { alertBanner } from '../../../lib/feedback';
import { useIsPhone } from '../../../lib/use-is-phone';
import { INBOX_PAGE_SIZE, markRead, refreshInbox, useInbox } from '../api/inbox';
import { InboxItemCard } from '../components/InboxItemCard';

type Filter = 'all' | 'unread';

/** The caller's notifications (`/inbox`), newest first: opening one marks it read and goes to its form. */
export default function InboxPage() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('all');
  const [page, setPage] = useState(1);
  const { data, isLoading } = useInbox(page, filter === 'unread');
  const items = data?.result ?? [];

  const open = (item: InboxItem) => {
    if (!item.read) void markRead([item.id]).then(() => refreshInbox(queryClient));
    navigate(item.link);
  };
  const readAll = async () => {
    await markRead();
    alertBanner('success', t('inbox.allRead'));
    await refreshInbox(queryClient);
  };

  const body = isLoading ? (
    <Skeleton active />
  ) : items.length === 0 ? (
    <Empty description={filter === 'unread' ? t('inbox.emptyUnread') : t('inbox.empty')} />
  ) : (
    <div>
      {items.map((item) => (
        <InboxItemCard key={item.id} item={item} card={phone} onOpen={open} />
      ))}
    </div>
  );

  return (
    <Card
      title={t('inbox.title')}
      variant="borderless"
      styles={phone ? { body: { padding: 12, background: '#fafafa' } } : undefined}
    >
      <Flex gap={8} wrap justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Segmented<Filter>
          value={filter}
          onChange={(next) => {
            setFilter(next);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('inbox.all') },
            { value: 'unread', label: t('inbox.unread') },
          ]}
        />
        <Button icon={<CheckOutlined />} onClick={() => void readAll()} disabled={items.length === 0}>
          {t('inbox.markAllRead')}
        </Button>
      </Flex>
      {body}
      {(data?.paging.count ?? 0) > INBOX_PAGE_SIZE && (
        <Pagination
          style={{ marginTop: 12, textAlign: 'end' }}
          current={page}
          pageSize={INBOX_PAGE_SIZE}
          total={data?.paging.count ?? 0}
          showSizeChanger={false}
          simple={phone}
          onChange={setPage}
        />
      )}
    </Card>
  );
}
