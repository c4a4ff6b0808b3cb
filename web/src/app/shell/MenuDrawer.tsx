import { SIDEBAR_WIDTH } from '@app/contract';
import { Drawer } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../stores/session';
import { SideMenu } from './SideMenu';
import type { useMenu } from './useMenu';

interface Props {
  open: boolean;
  onClose(): void;
  menu: ReturnType<typeof useMenu>;
}

/** On a phone the side menu slides in from the left; a tap outside, Escape or a chosen page closes it. */
export function MenuDrawer({ open, onClose, menu }: Props) {
  const { t } = useTranslation();
  const owner = useSessionStore((s) => s.owner);
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={SIDEBAR_WIDTH}
      title={owner?.name ?? t('app.name')}
      styles={{ body: { padding: 0 }, header: { paddingInline: 16 } }}
    >
      <nav aria-label="menu" style={{ paddingTop: 8 }}>
        <SideMenu menu={menu} collapsed={false} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
