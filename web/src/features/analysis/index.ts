import type { WebFeature } from '../../app/feature';

/**
 * 统计分析: charts of the reports, ITP points and NCRs of the caller's projects. The role homes
 * draw their charts and read their figures through its public face (`public.ts`).
 */
export const analysisFeature = {
  screens: {
    'project-analysis': () => import('./routes/AnalysisPage'),
  },
} satisfies WebFeature;
