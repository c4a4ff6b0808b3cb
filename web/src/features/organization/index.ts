import type { WebFeature } from '../../app/feature';

/** Organisations of an owner, from the owner and from the configuration owner. */
export const organizationFeature = {
  screens: {
    'control-organization': () => import('./routes/ControlOrganizationPage'),
    'config-organization': () => import('./routes/ConfigOrganizationPage'),
  },
} satisfies WebFeature;
