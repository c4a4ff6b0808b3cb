import type { OwnerView } from '@app/contract';
import { Card, Empty, Tree, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { menuIcon } from '../../../app/shell/menu-icons';
import { localizeMenuTitle } from '../../../lib/localize';

/** The owner's menu groups and items, read-only: the owner's administrators maintain them. */
export function OwnerMenusCard({ menus }: { menus: OwnerView['menus'] }) {
  const { t } = useTranslation();
  const treeData = menus.map((group) => ({
    key: `group-${group.id}`,
    icon: menuIcon(group.icon),
    title: localizeMenuTitle(group.title),
    selectable: false,
    children: group.items.map((item) => ({
      key: `item-${item.id}`,
      icon: menuIcon(item.icon),
      selectable: false,
      isLeaf: true,
      title: (
        <>
          {localizeMenuTitle(item.title, item.path)}{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {item.path}
          </Typography.Text>
        </>
      ),
    })),
  }));
  return (
    <Card title={t('configOwner.menus')} variant="borderless">
      <Typography.Paragraph type="secondary">{t('configOwner.menusHint')}</Typography.Paragraph>
      {treeData.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('configOwner.noMenus')} />
      ) : (
        <Tree showIcon blockNode defaultExpandAll treeData={treeData} />
      )}
    </Card>
  );
}
