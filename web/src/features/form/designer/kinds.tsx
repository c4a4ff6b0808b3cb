import {
  AlignLeftOutlined,
  CalendarOutlined,
  CameraOutlined,
  CheckCircleOutlined,
  ColumnWidthOutlined,
  EditOutlined,
  FontSizeOutlined,
  NumberOutlined,
  SignatureOutlined,
  TableOutlined,
  ToolOutlined,
  UnorderedListOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { FormItemKind } from '@app/contract';
import type { ReactNode } from 'react';

/** The palette's icon of each kind of item. */
export const KIND_ICONS: Record<FormItemKind, ReactNode> = {
  section: <FontSizeOutlined />,
  text: <EditOutlined />,
  textarea: <AlignLeftOutlined />,
  number: <NumberOutlined />,
  date: <CalendarOutlined />,
  passFail: <CheckCircleOutlined />,
  measure: <ColumnWidthOutlined />,
  photo: <CameraOutlined />,
  signature: <SignatureOutlined />,
  equipment: <ToolOutlined />,
  member: <UserOutlined />,
  dict: <UnorderedListOutlined />,
  table: <TableOutlined />,
};

/** Drag ids: a palette tile's is `palette:<kind>`, the canvas's own (to drop below every card) is this. */
export const PALETTE_PREFIX = 'palette:';
export const CANVAS_ID = 'canvas';
