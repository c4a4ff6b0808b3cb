import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface QueryStateProps {
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  failedText: string;
  /** Whether the read found nothing, and what is said then. */
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/**
 * What a read shows outside a table (cards, a feed): a skeleton while it loads, its failure with a
 * retry, `emptyText` when it found nothing, and its content once it did.
 */
export function QueryState({ query, failedText, empty, emptyText, children }: QueryStateProps) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton active />;
  if (query.isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={failedText}
        action={
          <Button size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (empty) return <Empty description={emptyText} />;
  return children;
}
