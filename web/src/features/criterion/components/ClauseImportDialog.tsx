import '../texts';
import { CRITERION_IMPORT_MAX_BYTES } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/import-dialog/ImportDialog';
import { importClauses, TEMPLATE_HREF } from '../api/clauses';

interface Props {
  open: boolean;
  lawId: number;
  onClose(): void;
  onImported(): void;
}

/** The clause import: the shared import dialog with the clause template, into one standard. */
export function ClauseImportDialog({ lawId, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <ImportDialog
      {...props}
      title={t('criterion.importTitle')}
      templateStep={t('criterion.importStep1')}
      fileStep={t('criterion.importStep2')}
      template={{ href: TEMPLATE_HREF, fileName: t('criterion.templateFile') }}
      maxBytes={CRITERION_IMPORT_MAX_BYTES}
      upload={(file) => importClauses(lawId, file)}
      doneText={({ count }) => t('criterion.imported', { count })}
      note={t('criterion.importNote')}
    />
  );
}
