import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of project groups, projects and their people. */
const zh = {
  'project.groupNameTaken': '已有同名项目组',
  'project.groupHasProjects': '该项目组下还有 {count} 个项目，请先移走或删除这些项目',
  'project.groupUnknown': '项目组不存在',
  'project.numberTaken': '项目编号已被使用',
  'project.inUse': '该项目已有设备、报告等记录引用，不能删除',
  'project.notMember': '须为本单位的成员',
  'project.organizationUnknown': '须为本单位组织机构中的单位',
  'project.notManager': '须为本单位角色为项目经理的成员',
  'project.notInspector': '须为本单位角色为检验员的成员',
  'project.notYours': '只能分配您有权修改的项目',
  'project.coordinatesTogether': '经度和纬度须同时填写或同时留空',
  'project.tooManyImages': '图片过多',
  'project.saved': '已保存',
  'project.deleted': '已删除',
};

const en: Record<keyof typeof zh, string> = {
  'project.groupNameTaken': 'A project group with this name already exists',
  'project.groupHasProjects': 'The group still holds {count} projects; move or delete them first',
  'project.groupUnknown': 'No such project group',
  'project.numberTaken': 'This project number is already in use',
  'project.inUse': 'Equipment, reports or other records refer to this project, so it cannot be deleted',
  'project.notMember': 'Must be a member of this owner',
  'project.organizationUnknown': "Must be an organisation of this owner's organisation chart",
  'project.notManager': 'Must be a member of this owner with the project manager role',
  'project.notInspector': 'Must be a member of this owner with the inspector role',
  'project.notYours': 'Only projects you may change can be assigned',
  'project.coordinatesTogether': 'Give both longitude and latitude, or neither',
  'project.tooManyImages': 'Too many pictures',
  'project.saved': 'Saved',
  'project.deleted': 'Deleted',
};

export const projectMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
