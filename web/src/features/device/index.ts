import type { WebFeature } from '../../app/feature';

/** Device kinds and their process routes (定制管理). */
export const deviceFeature = {
  screens: {
    'custom-device': () => import('./routes/DevicePage'),
    'process-control': () => import('./routes/ProcessControlPage'),
    'process-list': () => import('./routes/ProcessListPage'),
  },
} satisfies WebFeature;
