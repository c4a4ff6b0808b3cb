import '../texts';
import { ExportOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

export interface PdfDocument {
  url: string;
  name: string;
}

/** A PDF in the browser's own viewer, in a dialog, with a way to open it in a tab of its own. */
export function PdfViewer({ document, onClose }: { document: PdfDocument | null; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={document !== null}
      title={document?.name}
      width="min(1100px, 92vw)"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="tab" icon={<ExportOutlined />} href={document?.url} target="_blank" rel="noopener noreferrer">
          {t('files.openInTab')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('files.close')}
        </Button>,
      ]}
    >
      {document && (
        <iframe src={document.url} title={document.name} style={{ width: '100%', height: '72vh', border: 0 }} />
      )}
    </Modal>
  );
}
