import '../texts';
import { UploadOutlined, UpOutlined } from '@ant-design/icons';
import { type FileInfo, LIBRARY_LIST } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn, ListFetcher } from '../../../components/data-table/types';
import { formatBytes } from '../../../components/upload/format-bytes';
import { dayjs } from '../../../lib/dates';
import { alertBanner } from '../../../lib/feedback';
import { deleteLibraryFile } from '../api/library';
import { FileActions } from './FileActions';
import { FileNameCell } from './FileNameCell';
import { TYPE_OPTIONS, typeLabelOf } from './file-kinds';

// The uploader (tus, the drop zone) loads when the panel first opens, not with the list.
const FileUpload = lazy(() => import('../../../components/upload/FileUpload').then((m) => ({ default: m.FileUpload })));

interface Props {
  /** The list's query key; it is refreshed after an upload or a deletion. */
  queryKey: readonly unknown[];
  fetch: ListFetcher<FileInfo>;
  /** What new files are uploaded as, and what happens once one is stored (a project takes it in). */
  purpose: 'library' | 'document';
  onUploaded?(file: FileInfo): Promise<unknown>;
  can: { create: boolean; update: boolean; delete: boolean };
  emptyText: string;
  settingsKey?: string;
}

/**
 * A list of documents with their preview, download, Word to PDF and delete, and an upload panel for
 * those who may add: the document library, and a project's documents tab.
 */
export function DocumentTable({ queryKey, fetch, purpose, onUploaded, can, emptyText, settingsKey }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // Once opened the upload panel stays mounted, hidden when closed, so closing it stops no transfer.
  const [panel, setPanel] = useState<'never' | 'open' | 'closed'>('never');
  const uploadOpen = panel === 'open';
  const refresh = () => queryClient.invalidateQueries({ queryKey });

  const remove = async (file: FileInfo) => {
    if (!(await confirmDanger(t('files.deleteConfirm', { name: file.name }), () => deleteLibraryFile(file.path))))
      return;
    alertBanner('success', t('files.deleted', { name: file.name }));
    await refresh();
  };

  const uploaded = async (file: FileInfo) => {
    await onUploaded?.(file);
    await refresh();
  };

  const columns: DataTableColumn<FileInfo>[] = [
    { key: 'name', title: t('files.name'), render: (file) => <FileNameCell file={file} /> },
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
    <>
      {can.create && panel !== 'never' && (
        <div hidden={!uploadOpen} style={{ marginBottom: 16 }}>
          <Suspense fallback={<Spin />}>
            <FileUpload purpose={purpose} variant="dragger" onUploaded={(file) => void uploaded(file)} />
          </Suspense>
        </div>
      )}
      <DataTable<FileInfo>
        queryKey={queryKey}
        fetch={fetch}
        columns={columns}
        rowKey="path"
        list={LIBRARY_LIST}
        defaultPerPage={30}
        emptyText={emptyText}
        settingsKey={settingsKey}
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
    </>
  );
}
