import type { ServerModule } from '../../platform/module.js';
import { inboxRoutes } from './inbox.routes.js';

/**
 * The in-app inbox (收件箱): what the review workflow tells a member (a new task, a send-back, a
 * result, a reminder, a copy), through `notify` in the transaction of what it tells. The page
 * `inbox` is granted to every member by the menu template.
 */
export const inboxModule: ServerModule = {
  name: 'inbox',
  routes: inboxRoutes,
};
