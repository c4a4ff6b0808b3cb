import { type RouteListQuery, type RouteTitleBody, RouteTitleCalls } from '@app/contract';
import { call } from '../../../lib/http';

export const ROUTE_ADMIN_KEY = 'route-admin';

export const fetchRoutes = (query: RouteListQuery) => call(RouteTitleCalls.list, { query, hideLoading: true });

/** Silent when a form shows the errors itself (field errors under their fields). */
export const saveRouteTitle = (key: string, body: RouteTitleBody, options: { silent?: boolean } = {}) =>
  call(RouteTitleCalls.update, { query: { key }, body, ...options });
