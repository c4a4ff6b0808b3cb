import '../texts';
import { ArrowLeftOutlined, CalendarOutlined } from '@ant-design/icons';
import { Code, PLAN_POINT_LIST, type PlanGroupView, type PlanPointRow } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DataTable } from '../../../components/data-table/DataTable';
import type { DataTableColumn } from '../../../components/data-table/types';
import { alertBanner, confirmDialog } from '../../../lib/feedback';
import { ApiError } from '../../../lib/http';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { useOwnerKey } from '../../../stores/session';
import { clearNotice, fetchPlanPoints, refreshPlan, usePlanGroup } from '../api/plan';
import { pointColumns } from '../components/point-columns';
import { PLAN_PATH } from '../plan-paths';

// The dialogs carry antd's date pickers: loaded when first opened.
const PlannedDateDialog = lazyOnOpen(() => import('../components/PlannedDateDialog').then((m) => m.PlannedDateDialog));
const NoticeDialog = lazyOnOpen(() => import('../components/NoticeDialog').then((m) => m.NoticeDialog));

/** 计划列表 (`/project/plan/list/:gid`): the points of a group's equipment, planned and notified here. */
export default function PlanListPage() {
  const { t } = useTranslation();
  const groupId = Number(useParams().gid);
  const valid = Number.isInteger(groupId) && groupId > 0;
  const group = usePlanGroup(valid ? groupId : undefined);
  const back = (
    <Link to={PLAN_PATH}>
      <ArrowLeftOutlined /> {t('plan.backToGroups')}
    </Link>
  );

  const missing = !valid || (group.error instanceof ApiError && group.error.code === Code.NotFound);
  const body = () => {
    if (missing) return <Empty description={t('plan.groupMissing')} />;
    if (group.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (group.isError) {
      return (
        <Alert
          type="error"
          showIcon
          title={t('plan.loadFailed')}
          action={<Button onClick={() => void group.refetch()}>{t('common.retry')}</Button>}
        />
      );
    }
    return <PlanPoints group={group.data} />;
  };

  return (
    <Card
      title={group.data ? `${group.data.name} · ${t('plan.listTitle')}` : t('plan.listTitle')}
      variant="borderless"
      extra={back}
    >
      {body()}
    </Card>
  );
}

type Dialog = { kind: 'none' } | { kind: 'date' } | { kind: 'notice'; point: PlanPointRow };

/** The group's points with the bulk planned date and each witness point's notice, as the caller may. */
function PlanPoints({ group }: { group: PlanGroupView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const refresh = () => {
    setSelected([]);
    void refreshPlan(queryClient);
  };

  const takeBack = async (point: PlanPointRow) => {
    if (!(await confirmDialog(t('plan.clearNoticeConfirm')))) return;
    await clearNotice(point.id);
    alertBanner('success', t('plan.noticeCleared'));
    refresh();
  };

  const operation: DataTableColumn<PlanPointRow> = {
    key: 'operation',
    title: t('plan.operation'),
    width: 130,
    render: (row) => {
      if (!row.can_notice) return '—';
      return row.notice_at ? (
        <Button type="link" size="small" onClick={() => void takeBack(row)}>
          {t('plan.clearNotice')}
        </Button>
      ) : (
        <Button type="link" size="small" onClick={() => setDialog({ kind: 'notice', point: row })}>
          {t('plan.notice')}
        </Button>
      );
    },
  };
  const filters = {
    projects: group.projects.map((project) => ({
      value: String(project.id),
      label: `${project.number} ${project.name}`,
    })),
    categories: group.categories.map((category) => ({
      value: String(category.id),
      label: `${category.plan_symbol} ${category.name}`,
    })),
  };

  const toolbar = group.can_plan && (
    <Flex wrap gap={8} align="center">
      <Button
        type="primary"
        icon={<CalendarOutlined />}
        disabled={selected.length === 0}
        onClick={() => setDialog({ kind: 'date' })}
      >
        {t('plan.setDate')}
      </Button>
      <Typography.Text type="secondary">
        {selected.length > 0 ? t('plan.selected', { count: selected.length }) : t('plan.selectHint')}
      </Typography.Text>
    </Flex>
  );

  return (
    <Space orientation="vertical" size={0} style={{ width: '100%' }}>
      <DataTable<PlanPointRow>
        queryKey={['plan', 'points', ownerKey, group.id]}
        fetch={(params) => fetchPlanPoints(group.id, params)}
        columns={[...pointColumns(t, { filters, withEquipment: true }), operation]}
        rowKey="id"
        list={PLAN_POINT_LIST}
        defaultPerPage={30}
        emptyText={t('plan.emptyPoints')}
        settingsKey="project-plan-list"
        toolbar={toolbar}
        rowSelection={
          group.can_plan
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(Number)),
                getCheckboxProps: (row) => ({ disabled: !row.can_plan }),
              }
            : undefined
        }
      />
      <PlannedDateDialog
        open={dialog.kind === 'date'}
        ids={selected}
        onClose={() => setDialog({ kind: 'none' })}
        onDone={refresh}
      />
      <NoticeDialog
        open={dialog.kind === 'notice'}
        point={dialog.kind === 'notice' ? dialog.point : null}
        onClose={() => setDialog({ kind: 'none' })}
        onDone={refresh}
      />
    </Space>
  );
}
