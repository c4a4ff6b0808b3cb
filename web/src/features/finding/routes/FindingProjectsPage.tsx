import '../texts';
import { RightOutlined } from '@ant-design/icons';
import type { FindingRate } from '@app/contract';
import { Card, Col, Flex, Progress, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '../../../components/result/QueryState';
import { useFindingRates } from '../api/finding';
import { percent } from '../components/finding-bits';

function RateLine({ label, rate }: { label: string; rate: number | null }) {
  return (
    <Flex align="center" gap={8}>
      <Typography.Text type="secondary" style={{ width: 56, flex: 'none' }}>
        {label}
      </Typography.Text>
      {rate === null ? (
        <Typography.Text type="secondary">—</Typography.Text>
      ) : (
        <Progress percent={Math.round(rate * 1000) / 10} size="small" format={() => percent(rate)} />
      )}
    </Flex>
  );
}

function ProjectCard({ rate }: { rate: FindingRate }) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      title={rate.name}
      extra={
        <Link to={`/project/found/list/${rate.id}`}>
          {t('finding.openList')} <RightOutlined />
        </Link>
      }
    >
      <Row gutter={8}>
        <Col span={8}>
          <Statistic title={t('finding.raisedCount')} value={rate.raised} />
        </Col>
        <Col span={8}>
          <Statistic title={t('finding.closedCount')} value={rate.closed} />
        </Col>
        <Col span={8}>
          <Statistic
            title={t('finding.overdueCount')}
            value={rate.overdue}
            valueStyle={rate.overdue > 0 ? { color: 'var(--ant-color-error, #ff4d4f)' } : undefined}
          />
        </Col>
      </Row>
      <Flex vertical gap={4} style={{ marginTop: 8 }}>
        <RateLine label={t('finding.closureRate')} rate={rate.closure_rate} />
        <RateLine label={t('finding.responseRate')} rate={rate.response_rate} />
      </Flex>
    </Card>
  );
}

/** The projects the caller may read with their findings' counts and rates (发现问题), each opening its list. */
export default function FindingProjectsPage() {
  const { t } = useTranslation();
  const rates = useFindingRates({ group: 'project' });
  const rows = rates.data ?? [];
  return (
    <Card title={t('finding.projectsTitle')} variant="borderless">
      <QueryState
        query={rates}
        failedText={t('finding.loadFailed')}
        empty={rows.length === 0}
        emptyText={t('finding.noProjects')}
      >
        <Row gutter={[12, 12]}>
          {rows.map((rate) => (
            <Col key={rate.id} xs={24} md={12} xl={8}>
              <ProjectCard rate={rate} />
            </Col>
          ))}
        </Row>
      </QueryState>
    </Card>
  );
}
