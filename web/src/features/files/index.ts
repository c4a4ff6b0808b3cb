import type { WebFeature } from '../../app/feature';

/** The document library. */
export const filesFeature = {
  screens: {
    'project-data-library': () => import('./routes/DataLibraryPage'),
  },
} satisfies WebFeature;
