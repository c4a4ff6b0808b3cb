import '../texts';
import { Alert, Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyResult } from '../../../components/result/LazyResult';

/**
 * A matrix screen (a role's, a permission item's) before its data: a card loading, or not found
 * when the role or page the route names is none (or could not be read).
 */
export function MatrixPending({ failed }: { failed: boolean }) {
  const { t } = useTranslation();
  if (!failed) return <Card variant="borderless" loading />;
  return (
    <Card variant="borderless">
      <LazyResult status="404" title={t('envelope.notFound')} />
    </Card>
  );
}

/**
 * What stands above a matrix: its introduction, the warning that the administrator's own grants
 * keep the role and permission pages open (when they are in it), and that a reader cannot save.
 */
export function MatrixNotes({
  intro,
  adminNote,
  readOnly,
}: {
  intro: ReactNode;
  adminNote: boolean;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 16 }}>
      {intro}
      {adminNote && <Alert type="warning" showIcon title={t('role.setup.adminNote')} />}
      {readOnly && <Alert type="warning" showIcon title={t('role.setup.readOnly')} />}
    </Space>
  );
}
