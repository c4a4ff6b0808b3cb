import type { InboxItem, InboxKind } from '@app/contract';
import { Badge, Flex, Tag, Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { dayjs } from '../../../lib/dates';

const COLORS: Record<InboxKind, string> = {
  task: 'blue',
  sent_back: 'orange',
  result: 'green',
  overdue: 'red',
  cc: 'default',
};

/** A button drawn as a block of text: the whole notification is what one clicks. */
const reset: CSSProperties = {
  display: 'block',
  width: '100%',
  textAlign: 'start',
  font: 'inherit',
  color: 'inherit',
  background: 'none',
  border: 'none',
  cursor: 'pointer',
};

interface Props {
  item: InboxItem;
  /** A card of its own (a phone), or a row of a list. */
  card: boolean;
  onOpen(item: InboxItem): void;
}

/** A notification: its kind, title (bold with a dot while unread), text and time; it opens its link. */
export function InboxItemCard({ item, card, onOpen }: Props) {
  const { t } = useTranslation();
  const style: CSSProperties = card
    ? { padding: 12, marginBottom: 8, borderRadius: 8, background: '#fff', border: '1px solid #f0f0f0' }
    : { padding: '12px 16px', borderBottom: '1px solid #f0f0f0', background: 'none' };
  return (
    <button
      type="button"
      data-testid="inbox-item"
      data-read={item.read}
      onClick={() => onOpen(item)}
      style={{ ...reset, ...style }}
    >
      <Flex gap={8} align={card ? 'start' : 'center'} wrap={card}>
        {!item.read && <Badge status="processing" aria-label={t('inbox.unreadDot')} />}
        <Tag color={COLORS[item.kind]} style={{ marginInlineEnd: 0 }}>
          {t(`inbox.kind.${item.kind}`)}
        </Tag>
        <Typography.Text strong={!item.read} style={{ flex: 1, minWidth: 0 }} ellipsis={!card}>
          {item.title}
        </Typography.Text>
        {!card && (
          <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
            {dayjs(item.created_at).format('YYYY-MM-DD HH:mm')}
          </Typography.Text>
        )}
      </Flex>
      {item.body && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0' }} ellipsis={{ rows: card ? 3 : 1 }}>
          {item.body}
        </Typography.Paragraph>
      )}
      {card && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {dayjs(item.created_at).format('YYYY-MM-DD HH:mm')}
        </Typography.Text>
      )}
    </button>
  );
}
