import { Empty, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** A person's résumé in full, read-only; Escape or the close button dismisses it. */
export function ResumeDialog({
  person,
  onClose,
}: {
  person: { name: string; resume: string } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      title={person ? t('organization.resumeTitle', { name: person.name }) : ''}
      open={person !== null}
      onCancel={onClose}
      footer={null}
      width={600}
    >
      {person?.resume ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflowY: 'auto' }}>
          {person.resume}
        </Typography.Paragraph>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organization.resumeEmpty')} />
      )}
    </Modal>
  );
}
