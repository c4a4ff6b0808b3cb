import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import '../texts';
import { UploadOutlined, UpOutlined } from '@ant-design/icons';
import { type FileInfo, LIBRARY_LIST } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn, ListParams } from '../../../components/data-table/types';
import { formatBytes } from '../../../components/upload/format-bytes';
import { dayjs } from '../../../lib/dates';
import { alertBanner } from '../../../lib/feedback';
import { useSessionStore } from '../../../stores/session';
import { usePagePermission } from '../../permission/api/page-permission';
import { deleteLibraryFile, fetchLibrary, LIBRARY_PAGE, refreshLibrary } from '../api/library';
import { FileActions } from '../components/FileActions';
import { FileNameCell } from '../components/FileNameCell';
import { TYPE_OPTIONS, typeLabelOf } from '../components/file-kinds';

// The uploader (tus, the drop zone) loads when the panel first opens, not with the list.
const FileUpload = lazy(() => import('../../../components/upload/FileUpload').then((m) => ({ default: m.FileUpload })));

/** /project/data-library/index: the owner's documents, to upload, look at, download, convert and delete. */
export default function DataLibraryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownerKey = useSessionStore((s) => s.owner?.key ?? null);
  const permission = usePagePermission(LIBRARY_PAGE);
  const can = { create: permission.can('create'), update: permission.can('update'), delete: permission.can('delete') };
  // Once opened the upload panel stays mounted, hidden when closed, so closing it stops no transfer.
  const [panel, setPanel] = useState<'never' | 'open' | 'closed'>('never');
  const uploadOpen = panel === 'open';
  const [loadFailed, setLoadFailed] = useState(false);

  // The table shows no error of its own; the page says so and offers to try again.
  const fetchRows = async (params: ListParams) => {
    try {
      const rows = await fetchLibrary(params);
      setLoadFailed(false);
      return rows;
    } catch (error) {
      setLoadFailed(true);
      throw error;
    }
  };

  const remove = async (file: FileInfo) => {
    if (!(await confirmDanger(t('files.deleteConfirm', { name: file.name }), () => deleteLibraryFile(file.path))))
      return;
    alertBanner('success', t('files.deleted', { name: file.name }));
    await refreshLibrary(queryClient);
  };

  const columns: DataTableColumn<FileInfo>[] = [
    {
      key: 'name',
      title: t('files.name'),
      render: (file) => <FileNameCell file={file} />,
    },
    {
      key: 'type',
      title: t('files.type'),
      width: 120,
      // Each choice is a whole type, which the server's text filter matches.
      filterOptions: TYPE_OPTIONS,
      render: (file) => typeLabelOf(file.type),
    },
    { key: 'size', title: t('files.size'), width: 110, render: (file) => formatBytes(file.size) },
    { key: 'uploader', title: t('files.uploader'), width: 130 },
    {
      key: 'created_at',
      title: t('files.createdAt'),
      width: 180,
      render: (file) => dayjs(file.createdAt).format('YYYY-MM-DD HH:mm:ss'),
    },
    {
      key: 'operation',
      title: t('files.operation'),
      width: 320,
      render: (file) => <FileActions file={file} can={can} onDelete={(row) => void remove(row)} />,
    },
  ];

  return (
    <Card title={t('files.title')} variant="borderless">
      {loadFailed && (
        <Alert
          type="error"
          showIcon
          title={t('files.loadFailed')}
          action={
            <Button size="small" onClick={() => void refreshLibrary(queryClient)}>
              {t('common.retry')}
            </Button>
          }
          style={{ marginBottom: 12 }}
        />
      )}
      {can.create && panel !== 'never' && (
        <div hidden={!uploadOpen} style={{ marginBottom: 16 }}>
          <Suspense fallback={<Spin />}>
            <FileUpload purpose="library" variant="dragger" onUploaded={() => void refreshLibrary(queryClient)} />
          </Suspense>
        </div>
      )}
      <DataTable<FileInfo>
        queryKey={['files-library', ownerKey]}
        fetch={fetchRows}
        columns={columns}
        rowKey="path"
        list={LIBRARY_LIST}
        defaultPerPage={30}
        emptyText={t('files.empty')}
        settingsKey={LIBRARY_PAGE}
        toolbar={
          can.create && (
            <Button
              type={uploadOpen ? 'default' : 'primary'}
              icon={uploadOpen ? <UpOutlined /> : <UploadOutlined />}
              aria-expanded={uploadOpen}
              onClick={() => setPanel(uploadOpen ? 'closed' : 'open')}
            >
              {t(uploadOpen ? 'files.hideUpload' : 'files.upload')}
            </Button>
          )
        }
      />
    </Card>
  );
}
