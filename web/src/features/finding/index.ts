import type { WebFeature } from '../../app/feature';

/**
 * Findings (发现问题): the settings of finding types and theme items, the projects with their rates,
 * a project's findings with their rectification loop, and the summary across projects.
 */
export const findingFeature = {
  screens: {
    'project-found': () => import('./routes/FindingProjectsPage'),
    'project-found-list': () => import('./routes/FindingListPage'),
    'system-found': () => import('./routes/FindingSettingsPage'),
    'knowledge-found': () => import('./routes/FindingSummaryPage'),
  },
} satisfies WebFeature;
