import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Card, Divider, Space, Typography } from 'antd';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/result/QueryState';
import { useIndependenceRules } from '../api/independence';
import { FourEyesRuleRow } from './FourEyesRuleRow';

/**
 * The owner's four-eyes rules (issue 32): by default nobody reviews his own work; an owner with the
 * workflow page's update right may relax each kind for a small team.
 */
export function FourEyesCard({ canUpdate }: { canUpdate: boolean }) {
  const { t } = useTranslation();
  const rules = useIndependenceRules();
  return (
    <Card
      title={
        <Space size={8}>
          <SafetyCertificateOutlined />
          {t('workflow.fourEyes.title')}
        </Space>
      }
      variant="borderless"
      data-testid="four-eyes"
    >
      <Typography.Paragraph type="secondary">{t('workflow.fourEyes.intro')}</Typography.Paragraph>
      {/* The server answers every kind, so the list is never empty. */}
      <QueryState query={rules} failedText={t('workflow.fourEyes.loadFailed')} empty={false} emptyText="">
        {(rules.data ?? []).map((rule, index) => (
          <Fragment key={rule.kind}>
            {index > 0 && <Divider style={{ margin: '12px 0' }} />}
            <FourEyesRuleRow rule={rule} canUpdate={canUpdate} />
          </Fragment>
        ))}
      </QueryState>
    </Card>
  );
}
