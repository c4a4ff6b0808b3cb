import type {
  DepartmentBody,
  DepartmentNode,
  DepartmentUpdateBody,
  ListData,
  OrganizationBody,
  OrganizationNode,
  ReorderBody,
  StaffBody,
  StaffItem,
} from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { http } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session';

/**
 * Whose organisations a screen manages: the current owner's (`control-organization`), or, in the
 * configuration layout, the owner named by `owner` (`config-organization`).
 */
export interface OrgScope {
  pageKey: 'control-organization' | 'config-organization';
  owner?: string;
}

const scoped = (scope: OrgScope, extra: Record<string, string | number> = {}) => ({
  ...(scope.owner ? { owner: scope.owner } : {}),
  ...extra,
});

/** Cache keys of one scope; every change invalidates the scope's keys. */
export const scopeKey = (scope: OrgScope, currentOwner: string | null) =>
  ['organization', scope.owner ?? currentOwner] as const;

export function useOrganizationTree(scope: OrgScope) {
  const currentOwner = useSessionStore((s) => s.owner?.key ?? null);
  return useQuery({
    queryKey: [...scopeKey(scope, currentOwner), 'tree'],
    queryFn: () => http.get<OrganizationNode[]>('/organization/tree', { query: scoped(scope), hideLoading: true }),
    enabled: scope.pageKey === 'control-organization' || scope.owner !== undefined,
  });
}

export const refreshOrganizations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['organization'] });

export const createOrganization = (scope: OrgScope, body: OrganizationBody) =>
  http.post<OrganizationNode>('/organization/create', body, { query: scoped(scope) });

export const updateOrganization = (scope: OrgScope, id: number, body: OrganizationBody) =>
  http.post<null>('/organization/update', body, { query: scoped(scope, { id }) });

export const deleteOrganization = (scope: OrgScope, id: number) =>
  http.post<null>('/organization/delete', undefined, { query: scoped(scope, { id }) });

export const createDepartment = (scope: OrgScope, body: DepartmentBody) =>
  http.post<DepartmentNode>('/organization/department/create', body, { query: scoped(scope) });

export const updateDepartment = (scope: OrgScope, id: number, body: DepartmentUpdateBody) =>
  http.post<null>('/organization/department/update', body, { query: scoped(scope, { id }) });

export const deleteDepartment = (scope: OrgScope, id: number) =>
  http.post<null>('/organization/department/delete', undefined, { query: scoped(scope, { id }) });

export const fetchStaff = (scope: OrgScope, organizationId: number) => (params: ListParams) =>
  http.get<ListData<StaffItem>>('/organization/staff', {
    query: scoped(scope, { ...listQuery(params), organization_id: organizationId }),
    hideLoading: true,
  });

export const createStaff = (scope: OrgScope, body: StaffBody) =>
  http.post<StaffItem>('/organization/staff/create', body, { query: scoped(scope) });

export const updateStaff = (scope: OrgScope, id: number, body: StaffBody) =>
  http.post<null>('/organization/staff/update', body, { query: scoped(scope, { id }) });

export const deleteStaff = (scope: OrgScope, id: number) =>
  http.post<null>('/organization/staff/delete', undefined, { query: scoped(scope, { id }) });

export const reorder = (scope: OrgScope, body: ReorderBody) =>
  http.post<null>('/organization/reorder', body, { query: scoped(scope) });
