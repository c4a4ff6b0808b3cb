import type { WebFeature } from '../../app/feature';

/** Standards broken into clauses (知识库 › 规范标准分解). */
export const criterionFeature = {
  screens: {
    'knowledge-criterion': () => import('./routes/CriterionPage'),
  },
} satisfies WebFeature;
