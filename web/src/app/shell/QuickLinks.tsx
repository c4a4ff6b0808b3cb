import { AppstoreOutlined } from '@ant-design/icons';
import type { MenuData } from '@app/contract';
import { Button, Dropdown, type MenuProps, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { localizeMenuTitle } from '../../lib/localize';
import { menuIcon } from './menu-icons';
import { useRouteTitles } from './useRouteTitles';

/** Every item of every menu group, one click away. */
export function QuickLinks({ menu }: { menu: MenuData | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ownTitles = useRouteTitles();
  const links = (menu?.datamenu ?? []).flatMap((group) => group.items);
  const items: MenuProps['items'] =
    links.length > 0
      ? links.map((item) => ({
          key: item.fontend_path,
          icon: menuIcon(item.icon),
          label: localizeMenuTitle(item.title, item.fontend_path, ownTitles),
        }))
      : [{ key: 'empty', label: t('shell.quickLinksEmpty'), disabled: true }];
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => navigate(key) }} trigger={['click']}>
      <Tooltip title={t('shell.quickLinks')}>
        <Button type="text" icon={<AppstoreOutlined />} aria-label={t('shell.quickLinks')} style={{ color: '#fff' }} />
      </Tooltip>
    </Dropdown>
  );
}
