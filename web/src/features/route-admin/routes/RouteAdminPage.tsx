import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import '../texts';
import { EditOutlined, UndoOutlined } from '@ant-design/icons';
import {
  layoutRoutes,
  type RouteEntry,
  SEARCH_DEBOUNCE_MS,
  SECTIONS,
  type SectionKey,
  type Title,
} from '@app/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Empty, Input, Select, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_TITLES_KEY } from '../../../app/shell/useRouteTitles';
import { alertBanner } from '../../../lib/feedback';
import { pick } from '../../../lib/localize';
import { usePagePermission } from '../../../lib/page-permission';
import { isConfigOwner, useOwnerKey, useSessionStore } from '../../../stores/session';
import { fetchRoutes, ROUTE_ADMIN_KEY, saveRouteTitle } from '../api/routes';
import { RouteTitleDialog } from '../components/RouteTitleDialog';
import { groupBySection, isCustomized, type RouteRow } from '../components/section-rows';

const SECTION_BACKGROUND = '#fafafa';
const titleOf = (entry: RouteEntry): Title => ({ zh: entry.default_zh, en: entry.default_en });
const ownTitleOf = (entry: RouteEntry): Title => ({ zh: entry.title_zh, en: entry.title_en });

/** Two lines: the Chinese title above the English one; `empty` where a language has none, once when both have none. */
function BothTitles({ zh, en, empty }: { zh: string; en: string; empty: string }) {
  if (!zh && !en) return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text type={zh ? undefined : 'secondary'}>{zh || empty}</Typography.Text>
      <Typography.Text type="secondary">{en || empty}</Typography.Text>
    </Space>
  );
}

/** The pages of this owner's layout by section, with their default titles and the owner's own. */
export default function RouteAdminPage() {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const inConfig = useSessionStore(isConfigOwner);
  const canUpdate = usePagePermission('control-route').can('update');
  const [section, setSection] = useState<SectionKey | undefined>();
  const [typed, setTyped] = useState('');
  const [text, setText] = useState('');
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<RouteEntry | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => setText(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const routes = useQuery({
    queryKey: [ROUTE_ADMIN_KEY, ownerKey, section, text],
    queryFn: () => fetchRoutes({ section, text: text || undefined }),
    placeholderData: keepPreviousData,
    enabled: ownerKey !== null,
  });
  const rows = useMemo(() => groupBySection(routes.data?.result ?? []), [routes.data]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: labels follow the language
  const sectionOptions = useMemo(() => {
    const present = new Set(layoutRoutes(inConfig).map((route) => route.section));
    return SECTIONS.filter((s) => present.has(s.key)).map((s) => ({ value: s.key, label: pick(s.title) }));
  }, [inConfig, i18n.language]);

  const refresh = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [ROUTE_ADMIN_KEY] }),
      queryClient.invalidateQueries({ queryKey: [ROUTE_TITLES_KEY] }),
    ]);
  };
  const reset = async (entry: RouteEntry) => {
    const text = t('routeAdmin.resetConfirm', { title: pick(titleOf(entry), ownTitleOf(entry)) });
    if (!(await confirmDanger(text, () => saveRouteTitle(entry.key, { title_zh: '', title_en: '' })))) return;
    alertBanner('success', t('routeAdmin.resetDone'));
    await refresh();
  };

  const columns: TableColumnsType<RouteRow> = [
    {
      key: 'page',
      title: t('routeAdmin.page'),
      width: 270,
      render: (_, row) =>
        row.section ? (
          <Space>
            <Typography.Text strong>{pick(row.section.title)}</Typography.Text>
            <Tag>{t('routeAdmin.pages', { count: row.children?.length ?? 0 })}</Tag>
          </Space>
        ) : row.entry ? (
          <Space orientation="vertical" size={0}>
            <Space size={4}>
              {pick(titleOf(row.entry), ownTitleOf(row.entry))}
              {isCustomized(row.entry) && <Tag color="processing">{t('routeAdmin.customized')}</Tag>}
            </Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.entry.key}
            </Typography.Text>
          </Space>
        ) : null,
    },
    {
      key: 'path',
      title: t('routeAdmin.path'),
      width: 290,
      render: (_, row) => row.entry && <Typography.Text code>{row.entry.path}</Typography.Text>,
    },
    {
      key: 'default',
      title: t('routeAdmin.defaultTitle'),
      width: 180,
      render: (_, row) => row.entry && <BothTitles zh={row.entry.default_zh} en={row.entry.default_en} empty="" />,
    },
    {
      key: 'own',
      title: t('routeAdmin.ownTitle'),
      width: 170,
      render: (_, row) =>
        row.entry && <BothTitles zh={row.entry.title_zh} en={row.entry.title_en} empty={t('routeAdmin.useDefault')} />,
    },
  ];
  if (canUpdate) {
    columns.push({
      key: 'operation',
      title: t('routeAdmin.operation'),
      width: 180,
      // Long paths can make the table wider than the page: the actions stay in view, on the section's grey.
      fixed: 'right',
      onCell: (row) => (row.section ? { style: { background: SECTION_BACKGROUND } } : {}),
      render: (_, row) =>
        row.entry && (
          <Space size={4}>
            <Button size="small" type="link" icon={<EditOutlined />} onClick={() => setEditing(row.entry ?? null)}>
              {t('routeAdmin.edit')}
            </Button>
            <Button
              size="small"
              type="link"
              icon={<UndoOutlined />}
              disabled={!isCustomized(row.entry)}
              onClick={() => row.entry && void reset(row.entry)}
            >
              {t('routeAdmin.reset')}
            </Button>
          </Space>
        ),
    });
  }

  const toolbar = (
    <Space wrap>
      <Select<SectionKey>
        allowClear
        placeholder={t('routeAdmin.allSections')}
        options={sectionOptions}
        value={section}
        onChange={setSection}
        style={{ width: 160 }}
        aria-label={t('routeAdmin.allSections')}
      />
      <Input.Search
        allowClear
        placeholder={t('routeAdmin.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => setText(value.trim())}
        style={{ width: 260 }}
        aria-label={t('routeAdmin.search')}
      />
    </Space>
  );

  return (
    <Card title={t('routeAdmin.title')} extra={toolbar} variant="borderless">
      <Typography.Paragraph type="secondary">{t('routeAdmin.intro')}</Typography.Paragraph>
      <Table<RouteRow>
        rowKey="key"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={routes.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowKeys: rows.map((row) => row.key).filter((key) => !collapsed.has(key)),
          onExpand: (expanded, row) =>
            setCollapsed((keys) => {
              const next = new Set(keys);
              if (expanded) next.delete(row.key);
              else next.add(row.key);
              return next;
            }),
        }}
        locale={{ emptyText: <Empty description={t('routeAdmin.empty')} /> }}
        onRow={(row) => (row.section ? { style: { background: SECTION_BACKGROUND } } : {})}
      />
      <RouteTitleDialog entry={editing} onClose={() => setEditing(null)} onSaved={refresh} />
    </Card>
  );
}
