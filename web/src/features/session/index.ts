import type { WebFeature } from '../../app/feature';

/** Signing in; the router serves the login page outside the signed-in layouts. */
export const sessionFeature = {
  screens: {
    login: () => import('./routes/LoginPage'),
  },
} satisfies WebFeature;
