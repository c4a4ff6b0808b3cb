import type { WebFeature } from '../../app/feature';

/**
 * 统计分析: charts of the reports, ITP points and NCRs of the caller's projects. The role homes
 * draw their charts with `components/AnalysisCharts` and read through `api/analysis`.
 */
export const analysisFeature = {
  screens: {
    'project-analysis': () => import('./routes/AnalysisPage'),
  },
} satisfies WebFeature;
