import type { WebFeature } from '../../app/feature';

/** The law library (知识库 › 法规库). */
export const lawFeature = {
  screens: {
    'knowledge-law': () => import('./routes/LawPage'),
  },
} satisfies WebFeature;
