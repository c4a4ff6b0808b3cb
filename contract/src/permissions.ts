/** The seven permission action types of SPEC §6. */
export const ACTION_TYPES = ['update', 'index', 'assign', 'delete', 'create', 'import', 'export'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

/**
 * The four roles every owner starts with (SPEC §6). An administrator may add roles of their own, so
 * a role in data is any role name of the owner; these four cannot be deleted.
 */
export const ROLES = ['admin', 'wtf', 'manager', 'staff'] as const;
export type BuiltinRole = (typeof ROLES)[number];
/**
 * The role a new member gets from someone who may add users but not assign roles; choosing any
 * other role needs the assign permission, so adding a user is never a way to hand out admin.
 */
export const NEW_MEMBER_ROLE: BuiltinRole = 'staff';

/** A role name of an owner: one of ROLES or one an administrator created. */
export type Role = string;

/** Role names are short lower-case keys, usable in a URL (`/control/role/setup/:name`). */
export const ROLE_NAME_PATTERN = /^[a-z][a-z0-9_-]{1,31}$/;

/** A user's gender as the user table shows it (SPEC §3). */
export const GENDERS = ['male', 'female', 'unknown'] as const;
export type Gender = (typeof GENDERS)[number];

/** Titles of the built-in roles; custom roles carry the title their creator gave. */
export const BUILTIN_ROLE_TITLES: Record<BuiltinRole, { zh: string; en: string }> = {
  admin: { zh: '系统管理员', en: 'System administrator' },
  wtf: { zh: '委托方', en: 'Client' },
  manager: { zh: '项目经理', en: 'Project manager' },
  staff: { zh: '检验员', en: 'Inspector' },
};
