import '../texts';
import { DownloadOutlined } from '@ant-design/icons';
import { FINDING_RATE_GROUPS, type FindingRate, type FindingRateGroup } from '@app/contract';
import { Alert, Button, Card, Flex, Segmented, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input/DateInput';
import { useIsPhone } from '../../../lib/use-is-phone';
import { exportFindingRates, useFindingRates } from '../api/finding';
import { percent } from '../components/finding-bits';

/** The findings' counts and rates across projects, inspection units or inspectors for a period (问题汇总). */
export default function FindingSummaryPage() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const [group, setGroup] = useState<FindingRateGroup>('project');
  const [from, setFrom] = useState<Dayjs | null>(null);
  const [to, setTo] = useState<Dayjs | null>(null);
  const day = (value: Dayjs | null) => (value ? value.format('YYYY-MM-DD') : undefined);
  const query = { group, from: day(from), to: day(to) };
  const rates = useFindingRates(query);
  const [exporting, setExporting] = useState(false);
  const exportSheet = async () => {
    setExporting(true);
    try {
      await exportFindingRates(query);
    } finally {
      setExporting(false);
    }
  };
  const count = (key: keyof FindingRate, title: string) => ({
    key,
    dataIndex: key,
    title,
    width: 90,
    align: 'right' as const,
  });
  const rate = (key: 'closure_rate' | 'response_rate', title: string) => ({
    key,
    title,
    width: 90,
    align: 'right' as const,
    render: (_: unknown, row: FindingRate) => percent(row[key]),
  });

  return (
    <Card
      title={t('finding.summaryTitle')}
      variant="borderless"
      extra={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportSheet()}>
          {t('finding.export')}
        </Button>
      }
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 12 }}>
        <Segmented<FindingRateGroup>
          value={group}
          onChange={setGroup}
          options={FINDING_RATE_GROUPS.map((value) => ({ value, label: t(`finding.group.${value}`) }))}
        />
        <Flex gap={6} align="center" wrap>
          <Typography.Text type="secondary">{t('finding.period')}</Typography.Text>
          <DateInput value={from} onChange={setFrom} inputReadOnly={phone} style={{ width: 140 }} />
          <span>–</span>
          <DateInput value={to} onChange={setTo} inputReadOnly={phone} style={{ width: 140 }} />
        </Flex>
      </Flex>
      {rates.isError && <Alert type="error" showIcon message={t('finding.loadFailed')} />}
      <Table<FindingRate>
        size="small"
        rowKey={(row) => `${row.id ?? 'none'}`}
        loading={rates.isPending}
        pagination={false}
        scroll={{ x: 860 }}
        dataSource={rates.data ?? []}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('finding.name'), fixed: 'left', width: 200 },
          count('raised', t('finding.raisedCount')),
          count('closed', t('finding.closedCount')),
          count('rectified', t('finding.rectifiedCount')),
          count('answered_in_time', t('finding.answeredCount')),
          count('overdue', t('finding.overdueCount')),
          count('reports', t('finding.reportsCount')),
          rate('closure_rate', t('finding.closureRate')),
          rate('response_rate', t('finding.responseRate')),
        ]}
      />
    </Card>
  );
}
