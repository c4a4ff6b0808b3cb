import '../texts';
import { SettingOutlined } from '@ant-design/icons';
import type { AuthoritySection, AuthorityPage as Page } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Input, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pick } from '../../../lib/localize';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import { fetchAuthorities } from '../api/authority';

type Line = { kind: 'section'; key: string; title: string } | ({ kind: 'page' } & Page);

const matches = (page: Page, text: string) =>
  [page.key, page.path, page.title.zh, page.title.en].some((value) => value.toLowerCase().includes(text));

function linesOf(sections: AuthoritySection[], search: string): Line[] {
  const text = search.trim().toLowerCase();
  return sections.flatMap((section) => {
    const pages = section.pages.filter((page) => text === '' || matches(page, text));
    if (pages.length === 0) return [];
    return [
      { kind: 'section' as const, key: `section:${section.key}`, title: pick(section.title) },
      ...pages.map((page) => ({ kind: 'page' as const, ...page })),
    ];
  });
}

/** Permission items: every page of the layout by section, and how many roles may open it. */
export default function AuthorityListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownerKey = useOwnerKey();
  const canSetUp = usePagePermission('control-authority-setup').can('index');
  const [search, setSearch] = useState('');
  const query = useQuery({
    queryKey: ['authority', 'list', ownerKey],
    queryFn: fetchAuthorities,
    enabled: ownerKey !== null,
  });

  const span = canSetUp ? 5 : 4;
  const inPageRow = (line: Line) => ({ colSpan: line.kind === 'section' ? 0 : 1 });
  const columns: TableColumnsType<Line> = [
    {
      key: 'title',
      title: t('authority.page'),
      width: 240,
      onCell: (line) => ({ colSpan: line.kind === 'section' ? span : 1 }),
      render: (_: unknown, line: Line) => (line.kind === 'section' ? <strong>{line.title}</strong> : pick(line.title)),
    },
    {
      key: 'key',
      title: t('authority.key'),
      width: 240,
      onCell: inPageRow,
      render: (_: unknown, line: Line) => line.kind === 'page' && <Typography.Text code>{line.key}</Typography.Text>,
    },
    {
      key: 'path',
      title: t('authority.path'),
      onCell: inPageRow,
      render: (_: unknown, line: Line) =>
        line.kind === 'page' && <Typography.Text type="secondary">{line.path}</Typography.Text>,
    },
    {
      key: 'index_roles',
      title: t('authority.indexRoles'),
      width: 170,
      onCell: inPageRow,
      render: (_: unknown, line: Line) =>
        line.kind === 'page' &&
        (line.index_roles > 0 ? (
          <Tag color="blue">{t('authority.roleCount', { count: line.index_roles })}</Tag>
        ) : (
          <Tag>{t('authority.noRole')}</Tag>
        )),
    },
    ...(canSetUp
      ? [
          {
            key: 'operation',
            title: t('authority.operation'),
            width: 100,
            onCell: inPageRow,
            render: (_: unknown, line: Line) =>
              line.kind === 'page' && (
                <Button
                  type="link"
                  size="small"
                  icon={<SettingOutlined />}
                  onClick={() => navigate(`/control/authority/setup/${encodeURIComponent(line.key)}`)}
                >
                  {t('authority.setup')}
                </Button>
              ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t('authority.title')}
      variant="borderless"
      extra={
        <Input.Search
          allowClear
          placeholder={t('authority.search')}
          aria-label={t('authority.search')}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 280 }}
        />
      }
    >
      <Alert type="info" showIcon title={t('authority.intro')} style={{ marginBottom: 16 }} />
      <Table<Line>
        rowKey="key"
        size="middle"
        loading={query.isFetching}
        columns={columns}
        dataSource={query.data ? linesOf(query.data, search) : []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(line) => (line.kind === 'section' ? { style: { background: '#fafafa' } } : {})}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('authority.empty')} /> }}
      />
    </Card>
  );
}
