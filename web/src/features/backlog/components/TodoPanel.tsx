import { EyeOutlined } from '@ant-design/icons';
import { INSPECTION_REPORT_TYPE, PAGE_SIZES, type TodoItem } from '@app/contract';
import { Button, Empty, Modal, Select, Space, Table, type TableProps, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { dayjs } from '../../../lib/dates';
import { type BacklogParams, useBacklog } from '../api/backlog';

const DEFAULT_PARAMS: BacklogParams = { page: 1, perPage: -1, sort: '-submit_at' };

const detailPath = (item: TodoItem) => `/project/found/report/list/detail/${item.report_temp_id}/${item.id}`;

function sortOrder(sort: string, field: string) {
  if (sort === field) return 'ascend' as const;
  if (sort === `-${field}`) return 'descend' as const;
  return null;
}

/** The full-screen to-do panel: reports waiting for the caller's review (SPEC §2 "To-do list screen"). */
export function TodoPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useState(DEFAULT_PARAMS);
  const backlog = useBacklog(params, open);
  const data = backlog.data;

  const openDetail = (item: TodoItem) => {
    // Only inspection reports have a detail screen; other report types do nothing.
    if (item.report_type !== INSPECTION_REPORT_TYPE) return;
    onClose();
    navigate(detailPath(item));
  };

  const sortable = (key: string) => ({ key, dataIndex: key, sorter: true, sortOrder: sortOrder(params.sort, key) });
  const columns: TableProps<TodoItem>['columns'] = [
    {
      title: t('backlog.index'),
      key: 'index',
      width: 80,
      render: (_value: unknown, _item: TodoItem, index: number) =>
        (params.perPage > 0 ? (params.page - 1) * params.perPage : 0) + index + 1,
    },
    { title: t('backlog.projectName'), ...sortable('project_name') },
    { title: t('backlog.submitBy'), ...sortable('submit_by'), width: 160 },
    {
      title: t('backlog.submitAt'),
      ...sortable('submit_at'),
      width: 200,
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    { title: t('backlog.step'), ...sortable('step'), width: 160 },
    {
      title: t('backlog.operation'),
      key: 'operation',
      width: 100,
      render: (_value: unknown, item: TodoItem) => (
        <Tooltip title={t('backlog.view')}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={t('backlog.view')}
            disabled={item.report_type !== INSPECTION_REPORT_TYPE}
            onClick={() => openDetail(item)}
          />
        </Tooltip>
      ),
    },
  ].map((column) =>
    'sorter' in column ? { ...column, sortOrder: sortOrder(params.sort, String(column.key)) } : column,
  );

  const onChange: TableProps<TodoItem>['onChange'] = (pagination, _filters, sorter) => {
    const single = Array.isArray(sorter) ? sorter[0] : sorter;
    const field = single?.order ? String(single.columnKey) : null;
    const sort = field ? `${single?.order === 'descend' ? '-' : ''}${field}` : DEFAULT_PARAMS.sort;
    setParams({ ...params, page: sort === params.sort ? (pagination.current ?? 1) : 1, sort });
  };

  const count = data?.paging.count ?? 0;
  const pageSize = params.perPage === -1 ? Math.max(count, 1) : params.perPage;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={t('backlog.title')}
      width="100%"
      style={{ top: 0, maxWidth: '100vw', paddingBottom: 0 }}
      styles={{ body: { minHeight: 'calc(100vh - 110px)' } }}
      destroyOnHidden
    >
      <Space style={{ marginBottom: 12 }}>
        <span>{t('table.perPage')}</span>
        <Select
          value={params.perPage}
          style={{ width: 110 }}
          aria-label={t('table.perPage')}
          onChange={(perPage) => setParams({ ...params, page: 1, perPage })}
          options={PAGE_SIZES.map((size) => ({ value: size, label: size === -1 ? t('table.all') : String(size) }))}
        />
      </Space>
      <Table<TodoItem>
        rowKey="id"
        columns={columns}
        dataSource={data?.result ?? []}
        loading={backlog.isFetching}
        onChange={onChange}
        onRow={(item) => ({ onDoubleClick: () => openDetail(item) })}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('backlog.empty')} /> }}
        pagination={{
          current: params.page,
          pageSize,
          total: count,
          showSizeChanger: false,
          showTotal: (total, [from, to]) =>
            t('table.footer', { from, to, total, page: params.page, pages: Math.max(1, Math.ceil(total / pageSize)) }),
        }}
      />
    </Modal>
  );
}
