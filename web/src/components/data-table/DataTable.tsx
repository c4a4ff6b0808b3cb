import './texts';
import { type ListSpec, PAGE_SIZE_ALL, type Paging } from '@app/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Empty, Skeleton, Spin, Table, type TableProps } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../lib/use-is-phone';
import { ColumnSettings } from './ColumnSettings';
import { columnFilter, isSortable, specProblems } from './column-filter';
import { arrangeColumns, useTableSetting } from './column-settings';
import { exportHref } from './export';
import { pageCount, reachableRows, shownRange } from './params';
import { TableToolbar } from './TableToolbar';
import type { DataTableColumn, ListFetcher, ListParams } from './types';

// A filter's inputs (the date pickers above all) load when a filter first opens, not with every list.
const FilterDropdown = lazy(() => import('./FilterDropdown').then((m) => ({ default: m.FilterDropdown })));
const filterLoading = (
  <div style={{ padding: 16, textAlign: 'center' }}>
    <Spin size="small" />
  </div>
);

export interface DataTableProps<T> {
  /** Identifies the list in the query cache; the parameters are appended. */
  queryKey: readonly unknown[];
  fetch: ListFetcher<T>;
  columns: DataTableColumn<T>[];
  rowKey: keyof T & string;
  /**
   * The list's spec from the contract (`defineList`): its default sort, the columns that sort (those
   * in `sort`) and how each filters (`filters`), as the server allows them.
   */
  list: ListSpec;
  /** SPEC §9: "All" unless a list says otherwise. */
  defaultPerPage?: number;
  emptyText?: string;
  /** A first column numbering the rows across pages (SPEC §2 "index"). */
  indexTitle?: string;
  onRowDoubleClick?: (row: T) => void;
  /**
   * The page's own buttons (create, import...), left of the toolbar row above the table; a function
   * gets the list's current filters and sort (a batch action on what the list shows).
   */
  toolbar?: ReactNode | ((params: ListParams) => ReactNode);
  /** Path under /api of the list's Excel export, e.g. '/user/export'; sort and filters are added. */
  exportUrl?: string;
  /** The downloaded file's name; else the name the server gives. */
  exportFileName?: string;
  /** The caller's export permission; the export button shows only when this and `exportUrl` are set. */
  canExport?: boolean;
  /** Keeps the user's column order and visibility on the server under this key (e.g. the page key). */
  settingsKey?: string;
  /** Rows ticked for an action on several at once (antd's rowSelection). */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Rows that open to show more beneath them (antd's expandable). */
  expandable?: TableProps<T>['expandable'];
  /**
   * Filters that bring their own order: setting one while the list is in its default order sorts it
   * so (a range of report dates, newest date first), clearing it goes back to the default.
   */
  sortByFilter?: Readonly<Record<string, string>>;
  /** Told the paging of the page shown, a cached one too: for a screen whose words depend on its count. */
  onPaging?: (paging: Paging) => void;
}

/** The key of a list's row-actions column. */
const OPERATION_KEY = 'operation';
/** Above this many rows a page renders only the rows in view, so 1000 or All scroll smoothly. */
const VIRTUAL_MIN_ROWS = 100;
const VIRTUAL_HEIGHT = 560;
/** A virtual table needs a numeric width; columns without one are counted at this. */
const DEFAULT_COLUMN_WIDTH = 150;
const INDEX_WIDTH = 72;

function orderOf(sort: string, key: string) {
  if (sort === key) return 'ascend' as const;
  if (sort === `-${key}`) return 'descend' as const;
  return null;
}

/** The sort once a filter is set to `value`, for a filter that brings its own order (`own`). */
function sortAfterFilter(sort: string, defaultSort: string, own: string | undefined, value: string) {
  if (own === undefined) return sort;
  if (value !== '' && sort === defaultSort) return own;
  if (value === '' && sort === own) return defaultSort;
  return sort;
}

/**
 * The shared list table: server paging, a sort toggled per column, per-column filters, page sizes
 * 15 to 1000 and All, and the footer "current X - Y items, total, page N of M"; optionally an Excel
 * export of the current sort and filters and per-user column settings.
 */
export function DataTable<T extends object>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [params, setParams] = useState<ListParams>({
    page: 1,
    perPage: props.defaultPerPage ?? PAGE_SIZE_ALL,
    sort: props.list.defaultSort,
    filters: {},
  });
  // A column whose filter lacks its choices or dictionary, or that brings them for a filter the spec
  // does not have, is the page's mistake; the column type cannot express it, so development says so.
  const problems = specProblems(props.list, props.columns).join('\n');
  useEffect(() => {
    if (import.meta.env.DEV && problems) console.error(`DataTable: ${problems}`);
  }, [problems]);
  const list = useQuery({
    queryKey: [...props.queryKey, params],
    queryFn: () => props.fetch(params),
    placeholderData: keepPreviousData,
  });
  const paging = list.data?.paging;
  const { onPaging } = props;
  useEffect(() => {
    if (paging) onPaging?.(paging);
  }, [paging, onPaging]);
  const setting = useTableSetting(props.settingsKey);
  const rows = list.data?.result ?? [];
  // Until the first answer (and the saved columns) are in, rows are drawn as a skeleton rather than
  // "no data"; later loads keep the rows shown under the spinner.
  const firstLoad = list.isPending || !setting.ready;
  const total = list.data?.paging.count ?? 0;
  const capped = list.data?.paging.countCapped === true;
  const reachable = list.data ? reachableRows(list.data.paging, params.page, params.perPage, rows.length) : 0;
  const pages = pageCount(reachable, params.perPage);
  const [from, to] = shownRange(reachable, params.page, params.perPage);

  const setFilter = (key: string, value: string) =>
    setParams((p) => ({
      ...p,
      page: 1,
      sort: sortAfterFilter(p.sort, props.list.defaultSort, props.sortByFilter?.[key], value),
      filters: { ...p.filters, [key]: value },
    }));

  const arranged = arrangeColumns(
    props.columns.map((column) => column.key),
    props.settingsKey ? setting.saved : [],
  );
  const shown = arranged.flatMap((choice) => {
    const column = props.columns.find((c) => c.key === choice.key);
    return column && choice.visible ? [{ ...column, width: choice.width ?? column.width }] : [];
  });

  // Ordinary rendering for ordinary pages; a virtual body only once a large page holds many rows.
  const virtual =
    (params.perPage === PAGE_SIZE_ALL || params.perPage > VIRTUAL_MIN_ROWS) && rows.length > VIRTUAL_MIN_ROWS;

  const indexColumn: TableProps<T>['columns'] = props.indexTitle
    ? [
        {
          key: '#',
          title: props.indexTitle,
          width: INDEX_WIDTH,
          render: (_v: unknown, _row: T, index: number) => from + index,
        },
      ]
    : [];
  const columns: TableProps<T>['columns'] = shown.map((column, position) => {
    const sortable = isSortable(props.list, column.key);
    const filter = columnFilter(props.list, column);
    return {
      key: column.key,
      dataIndex: column.key,
      // A title stays on one line (a Chinese one would otherwise break between any two characters);
      // the column grows instead. A virtual body keeps the given widths, so there it may wrap.
      title: virtual ? column.title : <span style={{ whiteSpace: 'nowrap' }}>{column.title}</span>,
      width: column.width,
      // The row actions, last by convention, stay in view at the right edge of a table wider than the page;
      // not on a phone, where they would take most of the width and leave one column to read.
      fixed: !phone && column.key === OPERATION_KEY && position === shown.length - 1 ? ('right' as const) : undefined,
      sorter: sortable,
      sortOrder: sortable ? orderOf(params.sort, column.key) : undefined,
      // Toggle between ascending and descending; never drop to "unsorted", which would be a dead click
      // on the column that holds the default sort.
      sortDirections: sortable ? (['ascend', 'descend', 'ascend'] as const).slice() : undefined,
      render: column.render ? (_value: unknown, row: T, index: number) => column.render?.(row, index) : undefined,
      ...(filter
        ? {
            filteredValue: params.filters[column.key] ? [params.filters[column.key] as string] : null,
            filterDropdown: ({ close }: { close: () => void }) => (
              <Suspense fallback={filterLoading}>
                <FilterDropdown
                  filter={filter}
                  value={params.filters[column.key] ?? ''}
                  onApply={(value) => {
                    setFilter(column.key, value);
                    close();
                  }}
                />
              </Suspense>
            ),
          }
        : {}),
    };
  });

  const onChange: TableProps<T>['onChange'] = (pagination, _filters, sorter, extra) => {
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const sort = single?.order
        ? `${single.order === 'descend' ? '-' : ''}${String(single.columnKey)}`
        : props.list.defaultSort;
      setParams((p) => ({ ...p, page: 1, sort }));
    } else if (extra.action === 'paginate') {
      setParams((p) => ({ ...p, page: pagination.current ?? 1 }));
    }
  };

  // A first load that failed says so, with a retry, rather than "no data" (the client's banner is gone in seconds).
  const emptyText = firstLoad ? (
    <div role="status" aria-busy="true" aria-label={t('common.loading')}>
      <Skeleton active title={false} paragraph={{ rows: 5 }} />
    </div>
  ) : list.isError && !list.data ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dataTable.loadFailed')}>
      <Button onClick={() => void list.refetch()}>{t('common.retry')}</Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText ?? t('table.empty')} />
  );

  const width =
    shown.reduce((sum, column) => sum + (column.width ?? DEFAULT_COLUMN_WIDTH), 0) +
    (props.indexTitle ? INDEX_WIDTH : 0);

  return (
    <div>
      <TableToolbar
        start={typeof props.toolbar === 'function' ? props.toolbar(params) : props.toolbar}
        perPage={params.perPage}
        onPerPage={(perPage) => setParams((p) => ({ ...p, page: 1, perPage }))}
        exportHref={props.exportUrl && props.canExport ? exportHref(props.exportUrl, params) : undefined}
        exportFileName={props.exportFileName}
        settings={
          props.settingsKey && (
            <ColumnSettings
              titles={new Map(props.columns.map((column) => [column.key, column.title]))}
              arranged={arranged}
              onChange={setting.save}
              onReset={setting.reset}
            />
          )
        }
      />
      <Table<T>
        rowKey={props.rowKey}
        columns={[...indexColumn, ...columns]}
        dataSource={setting.ready ? rows : []}
        loading={list.isFetching && !firstLoad}
        onChange={onChange}
        onRow={(row) => ({ onDoubleClick: () => props.onRowDoubleClick?.(row) })}
        rowSelection={props.rowSelection}
        expandable={props.expandable}
        locale={{ emptyText }}
        pagination={{
          current: params.page,
          pageSize: params.perPage === PAGE_SIZE_ALL ? Math.max(total, 1) : params.perPage,
          total: reachable,
          showSizeChanger: false,
          size: phone ? 'small' : undefined,
          hideOnSinglePage: false,
          // A capped count (Paging.countCapped) is a floor: "1,000+".
          showTotal: () =>
            t('table.footer', {
              from,
              to,
              total: capped ? `${total.toLocaleString('en')}+` : total,
              page: params.page,
              pages: capped ? `${pages}+` : pages,
            }),
        }}
        virtual={virtual}
        scroll={virtual ? { x: width, y: VIRTUAL_HEIGHT } : { x: 'max-content' }}
      />
    </div>
  );
}
