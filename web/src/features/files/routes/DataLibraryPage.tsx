import '../texts';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { fetchLibrary, LIBRARY_PAGE } from '../api/library';
import { DocumentTable } from '../components/DocumentTable';

/** /project/data-library/index: the owner's documents, to upload, look at, download, convert and delete. */
export default function DataLibraryPage() {
  const { t } = useTranslation();
  const ownerKey = useOwnerKey();
  const permission = usePagePermission(LIBRARY_PAGE);
  const can = { create: permission.can('create'), update: permission.can('update'), delete: permission.can('delete') };
  return (
    <Card title={t('files.title')} variant="borderless">
      <DocumentTable
        queryKey={['files-library', ownerKey]}
        fetch={fetchLibrary}
        purpose="library"
        can={can}
        emptyText={t('files.empty')}
        settingsKey={LIBRARY_PAGE}
      />
    </Card>
  );
}
