import type { WebFeature } from '../../app/feature';

/** In-app notifications (issue 13): new tasks, send-backs, results, overdue tasks and copies. */
export const inboxFeature = {
  screens: {
    inbox: () => import('./routes/InboxPage'),
  },
} satisfies WebFeature;
