import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RuleState } from '../api/independence';

/**
 * Under an approver node's assignees: whom the four-eyes rule keeps out of this node's review, or that
 * the owner relaxed it. Set on the workflow page, not here, since it governs every workflow alike.
 */
export function FourEyesHint({ rule }: { rule: RuleState | undefined }) {
  const { t } = useTranslation();
  if (rule === undefined) return null;
  const relaxed = rule === 'relaxed';
  return (
    <Alert
      type={relaxed ? 'warning' : 'info'}
      showIcon
      icon={relaxed ? <WarningOutlined /> : <SafetyCertificateOutlined />}
      title={t(relaxed ? 'workflow.fourEyes.nodeRelaxed' : 'workflow.fourEyes.nodeHolds')}
      data-testid="four-eyes-hint"
      style={{ marginBottom: 24 }}
    />
  );
}
