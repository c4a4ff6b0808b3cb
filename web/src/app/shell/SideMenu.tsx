import { MENU_TITLE_MAX, type MenuGroup } from '@app/contract';
import { Alert, Empty, Menu, type MenuProps, Skeleton, Tooltip } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { localizeMenuTitle, truncate } from '../../lib/localize';
import { menuIcon } from './menu-icons';
import type { useMenu } from './useMenu';
import { useRouteTitles } from './useRouteTitles';

const groupKey = (index: number) => `group-${index}`;
/** One empty list while the menu loads: a new one each render would rerun the effect below forever. */
const NO_GROUPS: MenuGroup[] = [];

function menuLabel(title: string) {
  const short = truncate(title, MENU_TITLE_MAX);
  return short === title ? title : <Tooltip title={title}>{short}</Tooltip>;
}

/** Groups expand when one of their items matches the current path (SPEC §2 "Shell"). */
function activeGroups(groups: MenuGroup[], path: string): string[] {
  return groups.flatMap((group, index) =>
    group.items.some((item) => path === item.fontend_path || path.startsWith(`${item.fontend_path}/`))
      ? [groupKey(index)]
      : [],
  );
}

interface Props {
  menu: ReturnType<typeof useMenu>;
  collapsed: boolean;
  /** Called when a page is chosen, also the current one (the phone's drawer closes then). */
  onNavigate?: () => void;
}

export function SideMenu({ menu, collapsed, onNavigate }: Props) {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const groups = menu.data?.datamenu ?? NO_GROUPS;
  const ownTitles = useRouteTitles();
  const [open, setOpen] = useState<string[]>([]);

  useEffect(() => {
    setOpen((current) => Array.from(new Set([...current, ...activeGroups(groups, pathname)])));
  }, [groups, pathname]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: titles depend on the language too
  const items: MenuProps['items'] = useMemo(
    () =>
      groups.map((group, index) => ({
        key: groupKey(index),
        icon: menuIcon(group.icon),
        label: menuLabel(localizeMenuTitle(group.title)),
        children: group.items.map((item) => ({
          key: item.fontend_path,
          icon: menuIcon(item.icon),
          label: (
            <Link to={item.fontend_path}>{menuLabel(localizeMenuTitle(item.title, item.fontend_path, ownTitles))}</Link>
          ),
        })),
      })),
    [groups, ownTitles, i18n.language],
  );

  if (menu.isPending) return <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} />;
  if (menu.isError) return <Alert type="warning" showIcon title={t('shell.menuFailed')} style={{ margin: 12 }} />;
  if (groups.length === 0) return <Empty description={t('shell.menuEmpty')} style={{ marginTop: 48 }} />;
  return (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : open}
      onOpenChange={setOpen}
      onClick={onNavigate}
      style={{ borderInlineEnd: 0 }}
      aria-label={t('shell.quickLinks')}
    />
  );
}
