import type { WebFeature } from '../../app/feature';

/** The role of one member. */
export const assignFeature = {
  screens: {
    'control-assign': () => import('./routes/AssignPage'),
  },
} satisfies WebFeature;
