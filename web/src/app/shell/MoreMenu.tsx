import { AppstoreOutlined, EllipsisOutlined, SwapOutlined } from '@ant-design/icons';
import type { MenuData } from '@app/contract';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { OwnerDialog } from '../../features/owner/public';
import { localizeMenuTitle } from '../../lib/localize';
import { useSessionStore } from '../../stores/session';
import { LANGUAGES } from './LanguageMenu';
import { menuIcon } from './menu-icons';
import { useRouteTitles } from './useRouteTitles';

const OWNER = 'owner';
const LINK = 'link:';
const LANGUAGE = 'language:';

/**
 * On a phone the top bar has no room for the owner switch, the quick links and the language menu:
 * they share this one "more" button. The owner dialog stays mounted, as it also opens by itself
 * while no owner is chosen.
 */
export function MoreMenu({ menu }: { menu: MenuData | undefined }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ownTitles = useRouteTitles();
  const manyOwners = useSessionStore((s) => s.owners.length > 1);
  const [ownerOpen, setOwnerOpen] = useState(false);

  const links = (menu?.datamenu ?? []).flatMap((group) => group.items);
  const items: MenuProps['items'] = [
    ...(manyOwners ? [{ key: OWNER, icon: <SwapOutlined />, label: t('owner.title') }] : []),
    {
      key: 'links',
      icon: <AppstoreOutlined />,
      label: t('shell.quickLinks'),
      children:
        links.length > 0
          ? links.map((item) => ({
              key: `${LINK}${item.fontend_path}`,
              icon: menuIcon(item.icon),
              label: localizeMenuTitle(item.title, item.fontend_path, ownTitles),
            }))
          : [{ key: 'empty', label: t('shell.quickLinksEmpty'), disabled: true }],
    },
    { type: 'divider' },
    {
      key: 'languages',
      type: 'group',
      label: t('shell.language'),
      children: LANGUAGES.map((language) => ({ key: `${LANGUAGE}${language.key}`, label: language.label })),
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === OWNER) setOwnerOpen(true);
    else if (key.startsWith(LINK)) navigate(key.slice(LINK.length));
    else if (key.startsWith(LANGUAGE)) void i18n.changeLanguage(key.slice(LANGUAGE.length));
  };

  return (
    <>
      <Dropdown
        menu={{
          items,
          onClick,
          selectedKeys: [`${LANGUAGE}${i18n.language}`],
          // Taps, not hover, open the quick links on a touch screen.
          triggerSubMenuAction: 'click',
        }}
        trigger={['click']}
        placement="bottomRight"
      >
        <Button type="text" icon={<EllipsisOutlined />} aria-label={t('shell.more')} style={{ color: '#fff' }} />
      </Dropdown>
      <OwnerDialog open={ownerOpen} onClose={() => setOwnerOpen(false)} />
    </>
  );
}
