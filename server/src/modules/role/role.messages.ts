import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of roles and their permissions (also said by the assign and authority pages). */
const zh = {
  'role.nameFormat': '以小写字母开头，由 2-32 位小写字母、数字、下划线或连字符组成',
  'role.nameTaken': '该角色标识已被使用',
  'role.builtinTitle': '内置角色的名称不可修改',
  'role.builtinDelete': '内置角色不能删除',
  'role.inUse': '仍有 {count} 位成员属于该角色，请先为他们分配其他角色',
  'role.lockout': '系统管理员必须保留「角色管理」和「角色权限设置」的查看与修改权限，否则将无人能再管理权限',
  'role.unknownPage': '不存在的页面',
  'role.pageNotBuilt': '该页面尚未开放，不能设置权限',
  'role.unknownRole': '该角色不存在',
  'role.created': '角色已创建',
  'role.updated': '角色已保存',
  'role.deleted': '角色已删除',
  'role.permissionsSaved': '权限已保存',
  'role.assigned': '角色已分配，该用户的下一次操作起生效',
  'role.assignSelf': '不能修改自己的角色，请由其他管理员操作',
};

const en: Record<keyof typeof zh, string> = {
  'role.nameFormat': 'Start with a lower-case letter; 2-32 lower-case letters, digits, _ or -',
  'role.nameTaken': 'This role key is already in use',
  'role.builtinTitle': 'The title of a built-in role cannot be changed',
  'role.builtinDelete': 'Built-in roles cannot be deleted',
  'role.inUse': '{count} members still hold this role; assign them another role first',
  'role.lockout':
    'The system administrator must keep view and edit on Roles and Role permissions, or nobody could manage permissions any more',
  'role.unknownPage': 'No such page',
  'role.pageNotBuilt': 'This page is not available yet; its permissions cannot be set',
  'role.unknownRole': 'No such role',
  'role.created': 'Role created',
  'role.updated': 'Role saved',
  'role.deleted': 'Role deleted',
  'role.permissionsSaved': 'Permissions saved',
  'role.assigned': "Role assigned; it applies from the user's next action",
  'role.assignSelf': 'You cannot change your own role; ask another administrator',
};

export const roleMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
