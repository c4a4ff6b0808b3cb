import type { WebFeature } from '../../app/feature';

/** The audit log of an owner and the platform's login log. */
export const auditFeature = {
  screens: {
    'control-audit-log': () => import('./routes/AuditLogPage'),
    'config-login-log': () => import('./routes/LoginLogPage'),
  },
} satisfies WebFeature;
