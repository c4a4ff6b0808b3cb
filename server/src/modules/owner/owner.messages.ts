import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the owners and their administration. */
const zh = {
  'ownerAdmin.keyPattern': '以小写字母开头，2-32 位小写字母、数字、- 或 _',
  'ownerAdmin.upperLetters': '只能包含大写字母',
  'ownerAdmin.tooMany': '数量过多',
  'ownerAdmin.keyTaken': '该标识已被其他业主使用',
  'ownerAdmin.noSuchAccount': '账号不存在',
  'ownerAdmin.noSuchAccounts': '以下账号不存在：{names}',
  'ownerAdmin.created': '业主已创建',
  'ownerAdmin.saved': '业主信息已保存',
  'ownerAdmin.enabled': '业主已启用',
  'ownerAdmin.disabled': '业主已停用',
  'ownerAdmin.configNotDisable': '配置中心不能停用',
  'ownerAdmin.adminsSaved': '系统管理员已更新',
  'ownerAdmin.lastAdmin': '该业主配置了系统管理员，至少需要保留一名管理员',
  'ownerAdmin.selfDemote': '不能取消自己在配置中心的系统管理员身份',
};

const en: Record<keyof typeof zh, string> = {
  'ownerAdmin.keyPattern': 'Start with a lower-case letter; 2-32 lower-case letters, digits, - or _',
  'ownerAdmin.upperLetters': 'Upper-case letters only',
  'ownerAdmin.tooMany': 'Too many items',
  'ownerAdmin.keyTaken': 'Another owner already uses this key',
  'ownerAdmin.noSuchAccount': 'No such account',
  'ownerAdmin.noSuchAccounts': 'These accounts do not exist: {names}',
  'ownerAdmin.created': 'Owner created',
  'ownerAdmin.saved': 'Owner saved',
  'ownerAdmin.enabled': 'Owner enabled',
  'ownerAdmin.disabled': 'Owner disabled',
  'ownerAdmin.configNotDisable': 'The configuration owner cannot be disabled',
  'ownerAdmin.adminsSaved': 'System administrators updated',
  'ownerAdmin.lastAdmin': 'This owner has its own system administrator; keep at least one',
  'ownerAdmin.selfDemote': 'You cannot remove your own administrator role in the configuration owner',
};

export const ownerMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
