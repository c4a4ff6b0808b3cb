import type { WebFeature } from '../../app/feature';

/** Device kinds and their process routes (定制管理), and the platform's in the configuration owner. */
export const deviceFeature = {
  screens: {
    'custom-device': () => import('./routes/DevicePage'),
    'process-control': () => import('./routes/ProcessControlPage'),
    'process-list': () => import('./routes/ProcessListPage'),
    // The platform's catalogue in the configuration owner: its kinds (专业设置) and their routes (生产信息配置).
    'config-subject': () => import('./routes/DevicePage'),
    'config-produce-info': () => import('./routes/ProcessControlPage'),
  },
} satisfies WebFeature;
