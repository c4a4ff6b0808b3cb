import type { WebFeature } from '../../app/feature';

/**
 * Inspection plans and equipment inspection completion (issue 14): the plan's groups and a group's
 * points, planned and notified there, and the completion views of the client, manager and inspector.
 */
export const planFeature = {
  screens: {
    'eic-wtf': () => import('./routes/EicWtfPage'),
    'eic-manager': () => import('./routes/EicManagerPage'),
    'eic-staff': () => import('./routes/EicStaffPage'),
    'project-plan': () => import('./routes/PlanGroupsPage'),
    'project-plan-list': () => import('./routes/PlanListPage'),
  },
} satisfies WebFeature;
