import type { WebFeature } from '../../app/feature';

/** Owners, as the configuration owner manages them. */
export const configOwnerFeature = {
  screens: {
    'config-owner-list': () => import('./routes/OwnerListPage'),
    'config-owner-setting': () => import('./routes/OwnerSettingPage'),
  },
} satisfies WebFeature;
