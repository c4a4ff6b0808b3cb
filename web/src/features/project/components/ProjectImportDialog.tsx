import { PROJECT_IMPORT_MAX_BYTES, type ProjectImportResult } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/import-dialog/ImportDialog';
import { IMPORT_TEMPLATE_HREF, importProjects, importTemplateFileName } from '../api/projects';

interface Props {
  open: boolean;
  onClose(): void;
  onImported(): void;
}

/** Projects from Excel: the shared import dialog with the projects' template, call and texts. */
export function ProjectImportDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  const doneText = ({ count, groups_created: groups }: ProjectImportResult) =>
    groups.length === 0
      ? t('project.importDialog.done', { count })
      : t('project.importDialog.doneWithGroups', { count, groups: groups.join(t('project.importDialog.separator')) });
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      onImported={onImported}
      title={t('project.importDialog.title')}
      templateStep={t('project.importDialog.step1')}
      fileStep={t('project.importDialog.step2')}
      note={t('project.importDialog.groupsNote')}
      maxBytes={PROJECT_IMPORT_MAX_BYTES}
      template={{ href: IMPORT_TEMPLATE_HREF, fileName: importTemplateFileName() }}
      upload={importProjects}
      doneText={doneText}
    />
  );
}
