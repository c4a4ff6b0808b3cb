import { EQUIPMENT_IMPORT_MAX_BYTES, type EquipmentPage } from '@app/contract';
import { useTranslation } from 'react-i18next';
import { ImportDialog } from '../../../components/import-dialog/ImportDialog';
import { importEquipment, templateFileName, templateHref } from '../api/equipment';

interface Props {
  open: boolean;
  pageKey: EquipmentPage;
  onClose(): void;
  onImported(): void;
}

/** The equipment import: the shared import dialog with the equipment template and call. */
export function EquipmentImportDialog({ pageKey, ...props }: Props) {
  const { t } = useTranslation();
  return (
    <ImportDialog
      {...props}
      title={t('equipment.importTitle')}
      templateStep={t('equipment.importStep1')}
      fileStep={t('equipment.importStep2')}
      template={{ href: templateHref(pageKey), fileName: templateFileName() }}
      maxBytes={EQUIPMENT_IMPORT_MAX_BYTES}
      upload={(file) => importEquipment(pageKey, file)}
      doneText={({ count }) => t('equipment.imported', { count })}
    />
  );
}
