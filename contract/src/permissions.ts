/** The seven permission action types of SPEC §6. */
export const ACTION_TYPES = ['update', 'index', 'assign', 'delete', 'create', 'import', 'export'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const ROLES = ['admin', 'wtf', 'manager', 'staff'] as const;
export type Role = (typeof ROLES)[number];
