import { PlusOutlined } from '@ant-design/icons';
import type { OrganizationNode } from '@app/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Empty, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDanger } from '../../../components/confirm-dialog/confirm-danger';
import { alertBanner } from '../../../lib/feedback';
import { lazyOnOpen } from '../../../lib/lazy-on-open';
import { usePagePermission } from '../../../lib/page-permission';
import { useOwnerKey } from '../../../stores/session';
import {
  deleteOrganization,
  type OrgScope,
  refreshOrganizations,
  reorder,
  scopeKey,
  useOrganizationTree,
} from '../api/organizations';
import { DepartmentsCard } from './DepartmentsCard';
import { OrganizationFactsCard } from './OrganizationFactsCard';
import type { OrganizationDialog } from './OrganizationFormDialog';
import { OrganizationTree } from './OrganizationTree';
import { StaffCard } from './StaffCard';
import { findNode } from './tree-utils';

const OrganizationFormDialog = lazyOnOpen(
  () => import('./OrganizationFormDialog').then((m) => m.OrganizationFormDialog),
  (props) => props.dialog.open,
);

/**
 * The organisation screen of one scope: the tree on the left; on the right the selected
 * organisation's facts, departments and staff.
 */
export function OrganizationWorkspace({ scope }: { scope: OrgScope }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const currentOwner = useOwnerKey();
  const permission = usePagePermission(scope.pageKey);
  const can = { create: permission.can('create'), update: permission.can('update'), delete: permission.can('delete') };
  const tree = useOrganizationTree(scope);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [dialog, setDialog] = useState<OrganizationDialog>({ open: false });
  const nodes = tree.data ?? [];
  const selected = findNode(nodes, selectedId) ?? nodes[0];
  const refresh = () => void refreshOrganizations(queryClient);

  const remove = async (org: OrganizationNode) => {
    const text = t('organization.deleteConfirm', { name: org.short_name });
    if (!(await confirmDanger(text, () => deleteOrganization(scope, org.id)))) return;
    alertBanner('success', t('organization.deleted'));
    if (org.id === selected?.id) setSelectedId(org.parent_id);
    refresh();
  };

  const reorderSiblings = async (ids: number[]) => {
    await reorder(scope, { entity: 'organizations', ids });
    alertBanner('success', t('organization.reordered'));
    refresh();
  };

  const treeBody = () => {
    if (tree.isPending) return <Skeleton active paragraph={{ rows: 6 }} />;
    if (nodes.length === 0) {
      return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('organization.empty')} />;
    }
    return (
      <>
        <OrganizationTree
          tree={nodes}
          selectedId={selected?.id ?? null}
          onSelect={setSelectedId}
          onAddChild={
            can.create ? (parent) => setDialog({ open: true, organization: null, parentId: parent.id }) : undefined
          }
          onEdit={can.update ? (org) => setDialog({ open: true, organization: org }) : undefined}
          onDelete={can.delete ? (org) => void remove(org) : undefined}
          onReorder={can.update ? (ids) => void reorderSiblings(ids) : undefined}
        />
        {can.update && (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
            {t('organization.dragHint')}
          </Typography.Paragraph>
        )}
      </>
    );
  };

  return (
    <Row gutter={[24, 24]}>
      <Col xs={24} lg={9} xxl={7}>
        <Card
          title={t('organization.title')}
          variant="borderless"
          extra={
            can.create && (
              <Button
                type="primary"
                icon={<PlusOutlined />}
                onClick={() => setDialog({ open: true, organization: null, parentId: null })}
              >
                {t('organization.add')}
              </Button>
            )
          }
        >
          {treeBody()}
        </Card>
      </Col>
      <Col xs={24} lg={15} xxl={17}>
        {selected ? (
          <Space vertical size={24} style={{ width: '100%' }}>
            <OrganizationFactsCard
              org={selected}
              onEdit={can.update ? () => setDialog({ open: true, organization: selected }) : undefined}
            />
            <DepartmentsCard scope={scope} org={selected} can={can} onChanged={refresh} />
            <StaffCard
              scope={scope}
              cacheKey={scopeKey(scope, currentOwner)}
              org={selected}
              can={can}
              onChanged={refresh}
            />
          </Space>
        ) : (
          <Card variant="borderless">
            <Empty description={t('organization.noSelection')} />
          </Card>
        )}
      </Col>
      <OrganizationFormDialog
        scope={scope}
        dialog={dialog}
        tree={nodes}
        onClose={() => setDialog({ open: false })}
        onSaved={(id) => {
          setSelectedId(id);
          refresh();
        }}
      />
    </Row>
  );
}
