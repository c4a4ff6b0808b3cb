import type { WebFeature } from '../../app/feature';

/** The reviewer's side of workflows (issue 13): the list of instances; the form page loads its review panel. */
export const reviewFeature = {
  screens: {
    'workflow-list': () => import('./routes/WorkflowListPage'),
  },
} satisfies WebFeature;
