import type { WebFeature } from '../../app/feature';

/** Permission items: every page with the roles that may use it. */
export const authorityFeature = {
  screens: {
    'control-authority': () => import('./routes/AuthorityPage'),
    'control-authority-setup': () => import('./routes/AuthoritySetupPage'),
  },
} satisfies WebFeature;
