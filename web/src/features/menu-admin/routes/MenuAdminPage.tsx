import '../texts';
import { PlusOutlined, SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Row, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_QUERY_KEY } from '../../../app/shell/useMenu';
import { useRouteTitles } from '../../../app/shell/useRouteTitles';
import { LazyResult } from '../../../components/result/LazyResult';
import { alertBanner } from '../../../lib/feedback';
import { usePagePermission } from '../../../lib/page-permission';
import { isConfigOwner, useOwnerKey, useSessionStore } from '../../../stores/session';
import { fetchMenuTree, MENU_ADMIN_KEY, saveMenuOrder } from '../api/menu';
import { type Editing, EditPane } from '../components/EditPane';
import { MenuTreePanel } from '../components/MenuTreePanel';
import { applyOrder, type MenuNodeRef, type MenuOrder, nodeKey, orderOf, sameOrder } from '../components/menu-order';

/** The owner's menu: a draggable tree on the left, the selected group or entry on the right. */
export default function MenuAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const ownerKey = useOwnerKey();
  const isConfig = useSessionStore(isConfigOwner);
  const permission = usePagePermission('control-menu');
  const own = useRouteTitles();
  const tree = useQuery({ queryKey: [MENU_ADMIN_KEY, ownerKey], queryFn: fetchMenuTree, enabled: ownerKey !== null });
  const [draft, setDraft] = useState<MenuOrder | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [savingOrder, setSavingOrder] = useState(false);

  const saved = tree.data?.groups;
  const groups = useMemo(() => applyOrder(saved ?? [], draft), [saved, draft]);
  const changed = !sameOrder(orderOf(groups), orderOf(saved ?? []));

  // The side menu (and its quick links) follow every change at once.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [MENU_ADMIN_KEY] }),
      queryClient.invalidateQueries({ queryKey: [MENU_QUERY_KEY] }),
    ]);
  const afterSave = async (ref: MenuNodeRef) => {
    await refresh();
    setEditing(ref);
  };
  const afterDelete = async () => {
    await refresh();
    setEditing(null);
  };
  const saveOrder = async () => {
    setSavingOrder(true);
    // A refusal has been shown by the HTTP client already; the unsaved order stays for another try.
    const done = await saveMenuOrder(orderOf(groups)).then(
      () => true,
      () => false,
    );
    if (done) {
      await refresh();
      setDraft(null);
      alertBanner('success', t('menuAdmin.orderSaved'));
    }
    setSavingOrder(false);
  };
  // A new entry goes to the group selected, or holding the entry selected, else the first.
  const addItem = () => {
    const selectedGroup =
      editing?.type === 'group'
        ? editing.id
        : editing?.type === 'item'
          ? groups.find((g) => g.items.some((i) => i.id === editing.id))?.id
          : undefined;
    setEditing({ type: 'new-item', groupId: selectedGroup ?? groups[0]?.id });
  };

  const toolbar = permission.can('create') && (
    <Space>
      <Button icon={<PlusOutlined />} onClick={() => setEditing({ type: 'new-group' })}>
        {t('menuAdmin.addGroup')}
      </Button>
      <Tooltip title={groups.length === 0 ? t('menuAdmin.needGroup') : undefined}>
        <Button type="primary" icon={<PlusOutlined />} disabled={groups.length === 0} onClick={addItem}>
          {t('menuAdmin.addItem')}
        </Button>
      </Tooltip>
    </Space>
  );
  const orderActions = permission.can('update') && (
    <Space size={8}>
      {changed && (
        <Button size="small" icon={<UndoOutlined />} onClick={() => setDraft(null)}>
          {t('menuAdmin.revertOrder')}
        </Button>
      )}
      <Button
        size="small"
        type="primary"
        icon={<SaveOutlined />}
        disabled={!changed}
        loading={savingOrder}
        onClick={() => void saveOrder()}
      >
        {t('menuAdmin.saveOrder')}
      </Button>
    </Space>
  );

  const structure = tree.isPending ? (
    <Skeleton active paragraph={{ rows: 8 }} />
  ) : tree.isError ? (
    <LazyResult status="warning" subTitle={t('shell.menuFailed')} />
  ) : groups.length === 0 ? (
    <Empty description={t('menuAdmin.empty')} />
  ) : (
    <MenuTreePanel
      groups={groups}
      own={own}
      selected={editing?.type === 'group' || editing?.type === 'item' ? nodeKey(editing) : null}
      draggable={permission.can('update')}
      onSelect={setEditing}
      onMove={(next) => setDraft(orderOf(next))}
    />
  );

  return (
    <Card title={t('menuAdmin.title')} extra={toolbar} variant="borderless">
      <Typography.Paragraph type="secondary">{t('menuAdmin.intro')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card size="small" type="inner" title={t('menuAdmin.structure')} extra={orderActions}>
            {changed && <Alert type="warning" showIcon title={t('menuAdmin.unsaved')} style={{ marginBottom: 12 }} />}
            {structure}
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <EditPane
            editing={editing}
            groups={groups}
            isConfig={isConfig}
            own={own}
            can={permission.can}
            onSaved={afterSave}
            onDeleted={afterDelete}
          />
        </Col>
      </Row>
    </Card>
  );
}
