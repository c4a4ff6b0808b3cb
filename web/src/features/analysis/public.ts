/** The analysis feature's public face: all that other features and the app use of it (lint refuses the rest). */
export { useActivity, useAnalysis, useTodayPoints } from './api/analysis';
export { ActivityChart, PartChart } from './components/AnalysisCharts';
export { FindingRateFigures } from './components/FindingCharts';
