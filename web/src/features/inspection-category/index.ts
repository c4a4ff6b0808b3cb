import type { WebFeature } from '../../app/feature';

/** Inspection categories: each owner's under 系统设置, the platform's defaults in the configuration centre. */
export const inspectionCategoryFeature = {
  screens: {
    'system-ipcg': () => import('./routes/CategoryPage'),
    'config-subject-ipcg': () => import('./routes/CategoryPage'),
  },
} satisfies WebFeature;
