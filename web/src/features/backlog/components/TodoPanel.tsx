import { EyeOutlined } from '@ant-design/icons';
import { BACKLOG_LIST, INSPECTION_REPORT_TYPE, type TodoItem } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Tooltip } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { dayjs } from '../../../lib/dates';
import { useOwnerKey } from '../../../stores/session';
import { fetchBacklog } from '../api/backlog';

const detailPath = (item: TodoItem) => `/project/found/report/list/detail/${item.report_temp_id}/${item.id}`;

/** The full-screen to-do panel: reports waiting for the caller's review (SPEC §2 "To-do list screen"). */
export function TodoPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownerKey = useOwnerKey();
  const queryClient = useQueryClient();

  // Opened, the panel reads the list afresh: a task may have come or gone since it was last open.
  useEffect(() => {
    if (open) void queryClient.invalidateQueries({ queryKey: ['backlog', ownerKey] });
  }, [open, ownerKey, queryClient]);

  const openDetail = (item: TodoItem) => {
    // A row with a link (a workflow task: its form's page) opens it; else only inspection reports
    // have a detail screen, and other report types do nothing.
    if (item.link) {
      onClose();
      navigate(item.link);
      return;
    }
    if (item.report_type !== INSPECTION_REPORT_TYPE) return;
    onClose();
    navigate(detailPath(item));
  };

  const columns: DataTableColumn<TodoItem>[] = [
    { key: 'project_name', title: t('backlog.projectName') },
    { key: 'submit_by', title: t('backlog.submitBy'), width: 160 },
    {
      key: 'submit_at',
      title: t('backlog.submitAt'),
      width: 200,
      render: (item) => dayjs(item.submit_at).format('YYYY-MM-DD HH:mm'),
    },
    // Steps are the reviewing modules' own labels, with no list to pick from: typed whole.
    { key: 'step', title: t('backlog.step'), width: 160, filterOptions: 'typed' },
    {
      key: 'operation',
      title: t('backlog.operation'),
      width: 100,
      render: (item) => (
        <Tooltip title={t('backlog.view')}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={t('backlog.view')}
            disabled={!item.link && item.report_type !== INSPECTION_REPORT_TYPE}
            onClick={() => openDetail(item)}
          />
        </Tooltip>
      ),
    },
  ];

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
      <DataTable<TodoItem>
        queryKey={['backlog', ownerKey, 'panel']}
        fetch={fetchBacklog}
        columns={columns}
        rowKey="id"
        list={BACKLOG_LIST}
        indexTitle={t('backlog.index')}
        emptyText={t('backlog.empty')}
        onRowDoubleClick={openDetail}
      />
    </Modal>
  );
}
