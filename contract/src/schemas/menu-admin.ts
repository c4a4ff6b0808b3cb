import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { idParam, requiredString, rowId, text } from './fields.js';

/**
 * Icons a menu group or item may carry. The server accepts only these and the web draws each of them
 * (web/src/app/shell/menu-icons.tsx is checked against this list).
 */
export const MENU_ICONS = [
  'AlertOutlined',
  'ApartmentOutlined',
  'AppstoreOutlined',
  'AuditOutlined',
  'BankOutlined',
  'BarChartOutlined',
  'BookOutlined',
  'CalendarOutlined',
  'DashboardOutlined',
  'EnvironmentOutlined',
  'FileTextOutlined',
  'FolderOpenOutlined',
  'FormOutlined',
  'HomeOutlined',
  'KeyOutlined',
  'MenuOutlined',
  'NodeIndexOutlined',
  'ProjectOutlined',
  'ReadOutlined',
  'SafetyCertificateOutlined',
  'SettingOutlined',
  'TeamOutlined',
  'ToolOutlined',
  'UserOutlined',
  'VideoCameraOutlined',
] as const;
export type MenuIconName = (typeof MENU_ICONS)[number];

/** Stored titles; the side menu shows the first 18 characters (SPEC §9) and the rest on hover. */
export const MENU_ENTRY_TITLE_MAX = 32;
/** Far more than any real menu; it bounds the work one order call can ask for. */
const ORDER_MAX = 500;

const icon = z.enum(MENU_ICONS, { error: 'validation.invalid' });

export const MenuIdQuery = z.object({ id: idParam });

export const MenuGroupBody = z.object({ title: requiredString(MENU_ENTRY_TITLE_MAX), icon });
export type MenuGroupBody = z.infer<typeof MenuGroupBody>;

/** The link comes from the page's route; an empty title means the page's own title. */
export const MenuItemBody = z.object({
  group_id: rowId,
  title: text(MENU_ENTRY_TITLE_MAX).default(''),
  icon,
  page_key: requiredString(64),
});
export type MenuItemBody = z.infer<typeof MenuItemBody>;

/** Every group of the owner once, in order, each with every one of its items in order. */
export const MenuOrderBody = z.object({
  groups: z
    .array(z.object({ id: rowId, items: z.array(rowId).max(ORDER_MAX, { error: 'validation.tooLong' }) }), {
      error: (issue) => (issue.input === undefined ? 'validation.required' : 'validation.invalidType'),
    })
    .max(ORDER_MAX, { error: 'validation.tooLong' }),
});
export type MenuOrderBody = z.infer<typeof MenuOrderBody>;

export const MenuEntryItem = z.object({
  id: z.number(),
  group_id: z.number(),
  title: z.string(),
  icon: z.string(),
  path: z.string(),
  page_key: z.string(),
});
export type MenuEntryItem = z.infer<typeof MenuEntryItem>;

export const MenuEntryGroup = z.object({
  id: z.number(),
  title: z.string(),
  icon: z.string(),
  items: z.array(MenuEntryItem),
});
export type MenuEntryGroup = z.infer<typeof MenuEntryGroup>;

/** `GET /api/menu/index`: the whole menu of the owner, whatever each role may see. */
export const MenuTree = z.object({ groups: z.array(MenuEntryGroup) });
export type MenuTree = z.infer<typeof MenuTree>;

const call = ownerCalls('menu');

/** The menu editor (`/control/menu`, page key control-menu); reordering counts as `update`. */
export const MenuAdminCalls = {
  tree: call('GET', '/menu/index', { response: MenuTree }),
  order: call('POST', '/menu/order', { body: MenuOrderBody, response: NoData }),
  createGroup: call('POST', '/menu-group/create', { body: MenuGroupBody, response: MenuEntryGroup }),
  updateGroup: call('POST', '/menu-group/update', {
    query: MenuIdQuery,
    body: MenuGroupBody,
    response: MenuEntryGroup,
  }),
  /** A group that still holds items is not deleted. */
  deleteGroup: call('POST', '/menu-group/delete', { query: MenuIdQuery, response: NoData }),
  createItem: call('POST', '/menu-item/create', { body: MenuItemBody, response: MenuEntryItem }),
  updateItem: call('POST', '/menu-item/update', { query: MenuIdQuery, body: MenuItemBody, response: MenuEntryItem }),
  deleteItem: call('POST', '/menu-item/delete', { query: MenuIdQuery, response: NoData }),
};
