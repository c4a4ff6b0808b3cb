import '../texts';
import type { PlanGroupRow } from '@app/contract';
import { Alert, Button, Card, Descriptions, Empty, Flex, Skeleton, Table, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useIsPhone } from '../../../lib/use-is-phone';
import { usePlanGroups } from '../api/plan';
import { CompletionBar } from '../components/CompletionBar';
import { OverdueCount } from '../components/OverdueCount';
import { planListPath } from '../plan-paths';

/** 检验计划 (`/project/plan`): the project groups the caller sees, each with its points counted; a group opens its list. */
export default function PlanGroupsPage() {
  const { t } = useTranslation();
  const phone = useIsPhone();
  const groups = usePlanGroups();

  const columns: TableProps<PlanGroupRow>['columns'] = [
    {
      key: 'name',
      title: t('plan.group'),
      render: (_, row) => <Link to={planListPath(row.id)}>{row.name}</Link>,
    },
    { key: 'projects', title: t('plan.projects'), dataIndex: 'projects', align: 'right', width: 80 },
    { key: 'equipment', title: t('plan.equipment'), dataIndex: 'equipment', align: 'right', width: 80 },
    { key: 'points', title: t('plan.points'), dataIndex: 'points', align: 'right', width: 90 },
    { key: 'done', title: t('plan.done'), dataIndex: 'done', align: 'right', width: 90 },
    {
      key: 'overdue',
      title: t('plan.overdue'),
      align: 'right',
      width: 90,
      render: (_, row) => <OverdueCount count={row.overdue} />,
    },
    { key: 'unscheduled', title: t('plan.unscheduled'), dataIndex: 'unscheduled', align: 'right', width: 90 },
    {
      key: 'completion',
      title: t('plan.completion'),
      width: 180,
      render: (_, row) => <CompletionBar done={row.done} points={row.points} />,
    },
  ];

  const body = () => {
    if (groups.isPending) return <Skeleton active paragraph={{ rows: 4 }} />;
    if (groups.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('plan.loadFailed')}
          action={<Button onClick={() => void groups.refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    if (groups.data.length === 0) return <Empty description={t('plan.noGroups')} />;
    if (phone) return <GroupCards groups={groups.data} />;
    return <Table<PlanGroupRow> rowKey="id" columns={columns} dataSource={groups.data} pagination={false} />;
  };

  return (
    <Card title={t('plan.groupsTitle')} variant="borderless">
      <Typography.Paragraph type="secondary">{t('plan.groupsIntro')}</Typography.Paragraph>
      {body()}
    </Card>
  );
}

/** On a phone, each group as a card of its figures rather than a wide table. */
function GroupCards({ groups }: { groups: PlanGroupRow[] }) {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      {groups.map((group) => (
        <Card key={group.id} size="small" title={<Link to={planListPath(group.id)}>{group.name}</Link>}>
          <Descriptions
            size="small"
            column={2}
            items={[
              { key: 'projects', label: t('plan.projects'), children: group.projects },
              { key: 'equipment', label: t('plan.equipment'), children: group.equipment },
              { key: 'points', label: t('plan.points'), children: group.points },
              { key: 'done', label: t('plan.done'), children: group.done },
              { key: 'overdue', label: t('plan.overdue'), children: <OverdueCount count={group.overdue} /> },
              { key: 'unscheduled', label: t('plan.unscheduled'), children: group.unscheduled },
            ]}
          />
          <CompletionBar done={group.done} points={group.points} />
        </Card>
      ))}
    </Flex>
  );
}
