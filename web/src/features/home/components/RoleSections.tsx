import { RightOutlined } from '@ant-design/icons';
import { BacklogCalls, INSPECTION_REPORT_TYPE, type TodoItem } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Empty, List, Row, Skeleton, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { call } from '../../../lib/http';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey, useSessionStore } from '../../../stores/session';
import {
  ActivityChart,
  FindingRateFigures,
  PartChart,
  useActivity,
  useAnalysis,
  useTodayPoints,
} from '../../analysis/public';

const ANALYSIS_PATH = '/project/analysis';

/** The caller's first to-do items and how many there are (the to-do button's list). */
function useTodo(size: number) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['backlog', ownerKey, 'home', size],
    queryFn: () =>
      call(BacklogCalls.list, { query: { page: 1, 'per-page': size }, hideLoading: true, silent: true }).catch(() => ({
        result: [] as TodoItem[],
        paging: { count: 0, page: 1, perPage: size },
      })),
  });
}

/** Where a to-do row leads, as the to-do panel opens it: its link, an inspection report's detail, or nowhere. */
const todoPath = (item: TodoItem) =>
  item.link ??
  (item.report_type === INSPECTION_REPORT_TYPE
    ? `/project/found/report/list/detail/${item.report_temp_id}/${item.id}`
    : null);

const inCard = (figure: ReactNode) => <Card variant="borderless">{figure}</Card>;

const toAnalysis = (label: string) => (
  <Link to={ANALYSIS_PATH}>
    {label} <RightOutlined />
  </Link>
);

/** 委托方: the reports and their conclusions per inspection unit, all of the client's projects. */
function ClientSection() {
  const { t } = useTranslation();
  const analysis = useAnalysis({});
  return (
    <Row gutter={[24, 24]}>
      <FindingRateFigures query={{}} col={{ xs: 12 }} card={inCard} />
      <Col span={24}>
        <Card
          title={t('analysis.home.unitsTitle')}
          variant="borderless"
          extra={toAnalysis(t('analysis.home.openAnalysis'))}
        >
          <PartChart kind="units" rows={analysis.data?.units ?? []} loading={analysis.isPending} />
        </Card>
      </Col>
    </Row>
  );
}

/** 项目经理: his open to-do count and the reports per inspector of his projects. */
function ManagerSection() {
  const { t } = useTranslation();
  const analysis = useAnalysis({});
  const todo = useTodo(15);
  const reports = analysis.data?.inspectors.reduce((sum, row) => sum + row.total, 0) ?? 0;
  return (
    <Row gutter={[24, 24]}>
      <Col xs={12}>
        <Card variant="borderless">
          <Statistic
            title={t('analysis.home.todoCount')}
            value={todo.data?.paging.count ?? 0}
            loading={todo.isPending}
          />
        </Card>
      </Col>
      <Col xs={12}>
        <Card variant="borderless">
          <Statistic title={t('analysis.summary.reports')} value={reports} loading={analysis.isPending} />
        </Card>
      </Col>
      <FindingRateFigures query={{}} col={{ xs: 12 }} card={inCard} />
      <Col span={24}>
        <Card
          title={t('analysis.home.inspectorsTitle')}
          variant="borderless"
          extra={toAnalysis(t('analysis.home.openAnalysis'))}
        >
          <PartChart kind="inspectors" rows={analysis.data?.inspectors ?? []} loading={analysis.isPending} />
        </Card>
      </Col>
    </Row>
  );
}

/** 检验人员: his open to-do items and the ITP points planned for today on his equipment. */
function InspectorSection({ plan }: { plan: boolean }) {
  const { t } = useTranslation();
  const todo = useTodo(15);
  const points = useTodayPoints(plan);
  const items = (todo.data?.result ?? []).slice(0, 5);
  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={12}>
        <Card
          title={
            <>
              {t('analysis.home.todoItems')}{' '}
              <Tag color="red" bordered={false}>
                {todo.data?.paging.count ?? 0}
              </Tag>
            </>
          }
          variant="borderless"
          style={{ height: '100%' }}
        >
          {todo.isPending ? (
            <Skeleton active />
          ) : (
            <List
              size="small"
              dataSource={items}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.home.todoEmpty')} />,
              }}
              renderItem={(item) => {
                const path = todoPath(item);
                const text = `${item.project_name} · ${item.step}`;
                return (
                  <List.Item extra={<Typography.Text type="secondary">{item.submit_by}</Typography.Text>}>
                    {path ? <Link to={path}>{text}</Link> : <Typography.Text>{text}</Typography.Text>}
                  </List.Item>
                );
              }}
            />
          )}
        </Card>
      </Col>
      {plan && (
        <Col xs={24} lg={12}>
          <Card
            title={t('analysis.home.todayPoints')}
            variant="borderless"
            style={{ height: '100%' }}
            extra={<Link to="/project/plan">{t('analysis.home.more')}</Link>}
          >
            {points.isPending ? (
              <Skeleton active />
            ) : (
              <List
                size="small"
                dataSource={points.data ?? []}
                locale={{
                  emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('analysis.home.todayEmpty')} />,
                }}
                renderItem={(point) => (
                  <List.Item
                    extra={
                      <Tag color={point.done ? 'success' : 'processing'} bordered={false}>
                        {t(point.done ? 'analysis.home.done' : 'analysis.home.open')}
                      </Tag>
                    }
                  >
                    <List.Item.Meta
                      title={`${point.equipment_name}（${point.plan_symbol}）`}
                      description={`${point.project_name} · ${point.e_number}`}
                    />
                  </List.Item>
                )}
              />
            )}
          </Card>
        </Col>
      )}
    </Row>
  );
}

/** 管理员: the reports submitted per day over the last 30 days and how many members submitted them. */
function AdminSection() {
  const { t } = useTranslation();
  const activity = useActivity();
  const total = activity.data?.days.reduce((sum, row) => sum + row.count, 0) ?? 0;
  return (
    <Card
      title={t('analysis.home.activityTitle')}
      variant="borderless"
      extra={toAnalysis(t('analysis.home.openAnalysis'))}
    >
      <Row gutter={[24, 16]}>
        <Col xs={12}>
          <Statistic title={t('analysis.home.submitted30')} value={total} loading={activity.isPending} />
        </Col>
        <Col xs={12}>
          <Statistic
            title={t('analysis.home.activeWriters')}
            value={activity.data?.active_writers ?? 0}
            loading={activity.isPending}
          />
        </Col>
        <Col span={24}>
          <ActivityChart
            label={t('analysis.home.activityTitle')}
            data={activity.data ?? { days: [], active_writers: 0 }}
            loading={activity.isPending}
            height={240}
          />
        </Col>
      </Row>
    </Card>
  );
}

/**
 * What a role's home shows above its shortcuts (SPEC §2: the client and the manager have different
 * homes and charts): the client the inspection units, the manager the inspectors and his to-do
 * count, the inspector his to-do items and today's ITP points, the administrator the activity. The
 * charts need 统计分析's right, today's points the plan's; a custom role sees none of these.
 */
export function RoleSections() {
  const role = useSessionStore((s) => s.role);
  const analysis = usePagePermission('project-analysis');
  const plan = usePagePermission(role === 'staff' ? 'project-plan' : undefined);
  const charts = analysis.can('index');
  if (role === 'staff') return <InspectorSection plan={plan.can('index')} />;
  if (!charts) return null;
  if (role === 'wtf') return <ClientSection />;
  if (role === 'manager') return <ManagerSection />;
  if (role === 'admin') return <AdminSection />;
  return null;
}
