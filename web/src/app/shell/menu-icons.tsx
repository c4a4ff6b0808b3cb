import {
  AlertOutlined,
  ApartmentOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarChartOutlined,
  BookOutlined,
  CalendarOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  FormOutlined,
  HomeOutlined,
  KeyOutlined,
  MenuOutlined,
  NodeIndexOutlined,
  ProjectOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TeamOutlined,
  ToolOutlined,
  UserOutlined,
  VideoCameraOutlined,
} from '@ant-design/icons';
import { MENU_ICONS, type MenuIconName } from '@app/contract';
import type { ReactNode } from 'react';

/** The icons a menu row may carry (the server accepts only MENU_ICONS); unknown names fall back to a neutral icon. */
const ICONS: Record<MenuIconName, ReactNode> = {
  AlertOutlined: <AlertOutlined />,
  ApartmentOutlined: <ApartmentOutlined />,
  AppstoreOutlined: <AppstoreOutlined />,
  AuditOutlined: <AuditOutlined />,
  BankOutlined: <BankOutlined />,
  BarChartOutlined: <BarChartOutlined />,
  BookOutlined: <BookOutlined />,
  CalendarOutlined: <CalendarOutlined />,
  DashboardOutlined: <DashboardOutlined />,
  EnvironmentOutlined: <EnvironmentOutlined />,
  FileTextOutlined: <FileTextOutlined />,
  FolderOpenOutlined: <FolderOpenOutlined />,
  FormOutlined: <FormOutlined />,
  HomeOutlined: <HomeOutlined />,
  KeyOutlined: <KeyOutlined />,
  MenuOutlined: <MenuOutlined />,
  NodeIndexOutlined: <NodeIndexOutlined />,
  ProjectOutlined: <ProjectOutlined />,
  ReadOutlined: <ReadOutlined />,
  SafetyCertificateOutlined: <SafetyCertificateOutlined />,
  SettingOutlined: <SettingOutlined />,
  TeamOutlined: <TeamOutlined />,
  ToolOutlined: <ToolOutlined />,
  UserOutlined: <UserOutlined />,
  VideoCameraOutlined: <VideoCameraOutlined />,
};

export const MENU_ICON_NAMES: readonly MenuIconName[] = MENU_ICONS;

export const menuIcon = (name: string): ReactNode => ICONS[name as MenuIconName] ?? <AppstoreOutlined />;
