import '../texts';
import type { ProjectDetail } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { useOwnerKey } from '../../../stores/session';
import { DocumentTable } from '../../files/public';
import { attachProjectDocuments, fetchProjectDocuments, projectDocumentsKey } from '../api/projects';

interface Props {
  project: ProjectDetail;
}

/**
 * A project's documents (the library of the project): read by whoever reads the project, added,
 * converted and deleted by whoever may change it. An upload is stored first, then joins the project.
 */
export function ProjectDocumentsTab({ project }: Props) {
  const { t } = useTranslation();
  const ownerKey = useOwnerKey();
  const may = project.can_update;
  return (
    <DocumentTable
      queryKey={projectDocumentsKey(ownerKey, project.id)}
      fetch={fetchProjectDocuments(project.id)}
      purpose="document"
      onUploaded={(file) => attachProjectDocuments(project.id, [file.path])}
      can={{ create: may, update: may, delete: may }}
      emptyText={t('project.documentsEmpty')}
    />
  );
}
