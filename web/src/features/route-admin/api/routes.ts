import type { ListData, RouteEntry, RouteListQuery, RouteTitleBody } from '@app/contract';
import { http } from '../../../lib/http';

export const ROUTE_ADMIN_KEY = 'route-admin';

export const fetchRoutes = (query: RouteListQuery) =>
  http.get<ListData<RouteEntry>>('/route/index', { query, hideLoading: true });

/** Silent when a form shows the errors itself (field errors under their fields). */
export const saveRouteTitle = (key: string, body: RouteTitleBody, options: { silent?: boolean } = {}) =>
  http.post<RouteEntry>('/route/update', body, { query: { key }, ...options });
