import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of departments and staff. */
const zh = {
  'organization.tooManyPhotos': '照片最多 9 张',
  'organization.duplicateIds': '存在重复的编号',
  'organization.created': '已新增',
  'organization.saved': '已保存',
  'organization.deleted': '已删除',
  'organization.reordered': '显示顺序已保存',
  'organization.hasChildren': '该组织下还有下级组织，请先删除或移走下级组织',
  'organization.hasStaff': '该组织下还有人员，请先删除或移走人员',
  'organization.parentLoop': '上级组织不能是自身或其下级组织',
  'organization.departmentOther': '该部门不属于所选组织',
  'organization.notSiblings': '只能调整同一级内的顺序',
};

const en: Record<keyof typeof zh, string> = {
  'organization.tooManyPhotos': 'At most 9 photos',
  'organization.duplicateIds': 'An id appears twice',
  'organization.created': 'Added',
  'organization.saved': 'Saved',
  'organization.deleted': 'Deleted',
  'organization.reordered': 'Display order saved',
  'organization.hasChildren': 'This organisation still has sub-organisations; delete or move them first',
  'organization.hasStaff': 'This organisation still has staff; delete or move them first',
  'organization.parentLoop': 'The parent may not be the organisation itself or one of its sub-organisations',
  'organization.departmentOther': 'The department does not belong to the chosen organisation',
  'organization.notSiblings': 'Only items of one level can be reordered together',
};

export const organizationMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
