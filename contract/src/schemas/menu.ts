import { ownerCalls } from '../call.js';
import { z } from '../zod.js';

export const MenuItem = z.object({
  title: z.string(),
  icon: z.string(),
  fontend_path: z.string(),
});
export type MenuItem = z.infer<typeof MenuItem>;

export const MenuGroup = z.object({
  title: z.string(),
  icon: z.string(),
  action: z.string(),
  items: z.array(MenuItem),
});
export type MenuGroup = z.infer<typeof MenuGroup>;

export const MenuData = z.object({
  datamenu: z.array(MenuGroup),
  assignments: z.array(z.string()),
});
export type MenuData = z.infer<typeof MenuData>;

const call = ownerCalls('menu');

/** The side menu of the caller's role: the ordinary layout's, or the configuration layout's. */
export const MenuCalls = {
  menu: call('GET', '/top-menu/index', { response: MenuData }),
  /** Only members working in the configuration owner may read it. */
  configMenu: call('GET', '/system/top-menu/index', { response: MenuData }),
};
