import type { WebFeature } from '../../app/feature';

/** Review workflows (issue 13): the owner's definitions and their designer. */
export const workflowFeature = {
  screens: {
    'control-workflow': () => import('./routes/WorkflowListPage'),
    'control-workflow-design': () => import('./routes/WorkflowDesignPage'),
  },
} satisfies WebFeature;
