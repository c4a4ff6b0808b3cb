import {
  ApartmentOutlined,
  AppstoreOutlined,
  BankOutlined,
  BookOutlined,
  DashboardOutlined,
  FileTextOutlined,
  HomeOutlined,
  KeyOutlined,
  MenuOutlined,
  NodeIndexOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icon names a menu row may carry (the menu editor offers these); unknown names fall back to a neutral icon. */
const ICONS: Record<string, ReactNode> = {
  ApartmentOutlined: <ApartmentOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  BankOutlined: <BankOutlined />,
  BookOutlined: <BookOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  HomeOutlined: <HomeOutlined />,
  KeyOutlined: <KeyOutlined />,
  MenuOutlined: <MenuOutlined />,
  NodeIndexOutlined: <NodeIndexOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  SettingOutlined: <SettingOutlined />,
  TeamOutlined: <TeamOutlined />,
  UserOutlined: <UserOutlined />,
};

export const MENU_ICON_NAMES = Object.keys(ICONS);

export const menuIcon = (name: string): ReactNode => ICONS[name] ?? <AppstoreOutlined />;
