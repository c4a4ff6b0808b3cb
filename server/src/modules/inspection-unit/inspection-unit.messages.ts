import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of inspection units. */
const zh = {
  'unit.nameTaken': '已有同名检验单位',
  'unit.hasPeople': '该检验单位还有 {count} 名检验人员，请先将其移出再删除',
  'unit.notInspector': '只能选择本业主角色为检验员的成员',
  'unit.inOtherUnit': '{names} 已属于其他检验单位，请先从原单位移出',
  'unit.saved': '已保存',
  'unit.deleted': '已删除',
};

const en: Record<keyof typeof zh, string> = {
  'unit.nameTaken': 'An inspection unit with this name already exists',
  'unit.hasPeople': 'This inspection unit still has {count} inspectors; move them out before deleting it',
  'unit.notInspector': 'Only members of this owner with the inspector role can be chosen',
  'unit.inOtherUnit': '{names} already work for another inspection unit; move them out of it first',
  'unit.saved': 'Saved',
  'unit.deleted': 'Deleted',
};

export const unitMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
