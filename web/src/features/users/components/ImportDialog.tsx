import { USER_IMPORT_MAX_BYTES } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ImportDialog as WorkbookImportDialog } from '../../../components/import-dialog/ImportDialog';
import { importUsers, TEMPLATE_HREF, templateFileName } from '../api/users';

interface Props {
  open: boolean;
  onClose(): void;
  onImported(): void;
}

/** The members import: the shared import dialog with the user table's template, call and texts. */
export function ImportDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation();
  return (
    <WorkbookImportDialog
      open={open}
      onClose={onClose}
      onImported={onImported}
      textPrefix="users.importDialog"
      maxBytes={USER_IMPORT_MAX_BYTES}
      template={{ href: TEMPLATE_HREF, fileName: templateFileName() }}
      upload={importUsers}
      doneText={({ count }) => t('users.importDialog.done', { count })}
    />
  );
}
