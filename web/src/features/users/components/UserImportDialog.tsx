import { USER_IMPORT_MAX_BYTES } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/import-dialog/ImportDialog';
import { importUsers, TEMPLATE_HREF, templateFileName } from '../api/users';

interface Props {
  open: boolean;
  onClose(): void;
  onImported(): void;
}

/** The members' import: the shared import dialog with the user table's template and call. */
export function UserImportDialog(props: Props) {
  const { t } = useTranslation();
  return (
    <ImportDialog
      {...props}
      title={t('users.importDialog.title')}
      templateStep={t('users.importDialog.step1')}
      fileStep={t('users.importDialog.step2')}
      template={{ href: TEMPLATE_HREF, fileName: templateFileName() }}
      maxBytes={USER_IMPORT_MAX_BYTES}
      upload={importUsers}
      doneText={({ count }) => t('users.importDialog.done', { count })}
    />
  );
}
