import { PAGE_SIZE_ALL, PAGE_SIZES } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Empty, Select, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterDropdown } from './FilterDropdown';
import { pageCount, shownRange } from './params';
import type { DataTableColumn, ListFetcher, ListParams } from './types';

export interface DataTableProps<T> {
  /** Identifies the list in the query cache; the parameters are appended. */
  queryKey: readonly unknown[];
  fetch: ListFetcher<T>;
  columns: DataTableColumn<T>[];
  rowKey: keyof T & string;
  defaultSort: string;
  /** SPEC §9: "All" unless a list says otherwise. */
  defaultPerPage?: number;
  emptyText?: string;
  /** A first column numbering the rows across pages (SPEC §2 "index"). */
  indexTitle?: string;
  onRowDoubleClick?: (row: T) => void;
}

function orderOf(sort: string, key: string) {
  if (sort === key) return 'ascend' as const;
  if (sort === `-${key}`) return 'descend' as const;
  return null;
}

/**
 * The shared list table: server paging, a sort toggled per column, per-column filters, page sizes
 * 15 to 1000 and All, and the footer "current X - Y items, total, page N of M".
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const [params, setParams] = useState<ListParams>({
    page: 1,
    perPage: props.defaultPerPage ?? PAGE_SIZE_ALL,
    sort: props.defaultSort,
    filters: {},
  });
  const list = useQuery({
    queryKey: [...props.queryKey, params],
    queryFn: () => props.fetch(params),
    placeholderData: keepPreviousData,
  });
  const total = list.data?.paging.count ?? 0;
  const pages = pageCount(total, params.perPage);
  const [from, to] = shownRange(total, params.page, params.perPage);

  const setFilter = (key: string, value: string) =>
    setParams((p) => ({ ...p, page: 1, filters: { ...p.filters, [key]: value } }));

  const indexColumn: TableProps<T>['columns'] = props.indexTitle
    ? [{ key: '#', title: props.indexTitle, width: 72, render: (_v: unknown, _row: T, index: number) => from + index }]
    : [];
  const columns: TableProps<T>['columns'] = props.columns.map((column) => ({
    key: column.key,
    dataIndex: column.key,
    title: column.title,
    width: column.width,
    sorter: column.sortable,
    sortOrder: column.sortable ? orderOf(params.sort, column.key) : undefined,
    // Toggle between ascending and descending; never drop to "unsorted", which would be a dead click
    // on the column that holds the default sort.
    sortDirections: column.sortable ? (['ascend', 'descend', 'ascend'] as const).slice() : undefined,
    render: column.render ? (_value: unknown, row: T, index: number) => column.render?.(row, index) : undefined,
    ...(column.filter
      ? {
          filteredValue: params.filters[column.key] ? [params.filters[column.key] as string] : null,
          filterDropdown: ({ close }: { close: () => void }) => (
            <FilterDropdown
              filter={column.filter as NonNullable<typeof column.filter>}
              value={params.filters[column.key] ?? ''}
              onApply={(value) => {
                setFilter(column.key, value);
                close();
              }}
            />
          ),
        }
      : {}),
  }));

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const sort = single?.order
        ? `${single.order === 'descend' ? '-' : ''}${String(single.columnKey)}`
        : props.defaultSort;
      setParams((p) => ({ ...p, page: 1, sort }));
    } else if (extra.action === 'paginate') {
      setParams((p) => ({ ...p, page: pagination.current ?? 1 }));
    }
  };

  return (
    <div>
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginBottom: 12 }}>
        <span>{t('table.perPage')}</span>
        <Select
          value={params.perPage}
          style={{ width: 100 }}
          aria-label={t('table.perPage')}
          onChange={(perPage) => setParams((p) => ({ ...p, page: 1, perPage }))}
          options={PAGE_SIZES.map((size) => ({
            value: size,
            label: size === PAGE_SIZE_ALL ? t('table.all') : String(size),
          }))}
        />
      </Space>
      <Table<T>
        rowKey={props.rowKey}
        columns={[...indexColumn, ...columns]}
        dataSource={list.data?.result ?? []}
        loading={list.isFetching}
        onChange={onChange}
        onRow={(row) => ({ onDoubleClick: () => props.onRowDoubleClick?.(row) })}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? t('table.empty')} />,
        }}
        pagination={{
          current: params.page,
          pageSize: params.perPage === PAGE_SIZE_ALL ? Math.max(total, 1) : params.perPage,
          total,
          showSizeChanger: false,
          hideOnSinglePage: false,
          showTotal: () => t('table.footer', { from, to, total, page: params.page, pages }),
        }}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}
