import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, List } from 'antd';
import { type ReactNode, useState } from 'react';
import { reachableRows } from './params';
import type { ListFetcher } from './types';

const PER_PAGE = 15;

interface Props<T> {
  queryKey: readonly unknown[];
  fetch: ListFetcher<T>;
  /** The list's order, as its table would sort it. */
  sort: string;
  rowKey: (row: T) => string | number;
  emptyText: ReactNode;
  /** One row as a card: what tells the rows apart, and a way to open one. */
  card: (row: T) => ReactNode;
}

/**
 * A list on a phone held upright: one card per row instead of a table scrolled sideways, in the list's
 * order, paged on the server as the table is.
 */
export function ListCards<T>({ queryKey, fetch, sort, rowKey, emptyText, card }: Props<T>) {
  const [page, setPage] = useState(1);
  const list = useQuery({
    queryKey: [...queryKey, 'cards', sort, page],
    queryFn: () => fetch({ page, perPage: PER_PAGE, sort, filters: {} }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.result ?? [];
  const total = list.data ? reachableRows(list.data.paging, page, PER_PAGE, rows.length) : 0;
  return (
    <List<T>
      loading={list.isFetching}
      dataSource={rows}
      rowKey={rowKey}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} /> }}
      pagination={{ current: page, pageSize: PER_PAGE, total, onChange: setPage, size: 'small', simple: true }}
      renderItem={(row) => <List.Item>{card(row)}</List.Item>}
    />
  );
}
