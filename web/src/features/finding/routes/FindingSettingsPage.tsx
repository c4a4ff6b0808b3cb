import '../texts';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { FindingCategory, FindingCategoryKind } from '@app/contract';
import { Alert, Button, Col, Row, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '../../../components/panel/Panel';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useFindingCategories } from '../api/finding';

const CategoryDialog = lazyOnOpen(
  () => import('../components/CategoryDialog').then((m) => m.CategoryDialog),
  (props) => props.editing !== null,
);

type Editing = { kind: FindingCategoryKind; item: FindingCategory | null } | null;

/** The owner's finding types and theme items (问题设置), two small lists kept by the administrator. */
export default function FindingSettingsPage() {
  const { t } = useTranslation();
  const permission = usePagePermission('system-found');
  const categories = useFindingCategories();
  const [editing, setEditing] = useState<Editing>(null);

  const list = (kind: FindingCategoryKind) => (
    <Panel
      title={t(kind === 'type' ? 'finding.types' : 'finding.themes')}
      extra={
        permission.can('create') && (
          <Button size="small" type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ kind, item: null })}>
            {t(kind === 'type' ? 'finding.addType' : 'finding.addTheme')}
          </Button>
        )
      }
    >
      <Table<FindingCategory>
        size="small"
        rowKey="id"
        loading={categories.isPending}
        pagination={false}
        dataSource={(categories.data ?? []).filter((row) => row.kind === kind)}
        columns={[
          { key: 'name', dataIndex: 'name', title: t('finding.categoryName') },
          { key: 'sort', dataIndex: 'sort', title: t('finding.categorySort'), width: 80 },
          {
            key: 'enabled',
            title: t('finding.categoryEnabled'),
            width: 90,
            render: (_, row) =>
              row.enabled ? <Tag color="green">{t('finding.enabled')}</Tag> : <Tag>{t('finding.disabled')}</Tag>,
          },
          ...(permission.can('update')
            ? [
                {
                  key: 'operation',
                  title: t('finding.operation'),
                  width: 90,
                  render: (_: unknown, row: FindingCategory) => (
                    <Button
                      type="link"
                      size="small"
                      icon={<EditOutlined />}
                      onClick={() => setEditing({ kind, item: row })}
                    >
                      {t('finding.editCategory')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Panel>
  );

  return (
    <>
      {categories.isError && (
        <Alert type="error" showIcon message={t('finding.loadFailed')} style={{ marginBottom: 12 }} />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          {list('type')}
        </Col>
        <Col xs={24} lg={12}>
          {list('theme')}
        </Col>
      </Row>
      <CategoryDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
