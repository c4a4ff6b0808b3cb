import {
  OrganizationCalls as calls,
  type DepartmentBody,
  type DepartmentUpdateBody,
  type OrganizationBody,
  type ReorderBody,
  type StaffBody,
} from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

/**
 * Whose organisations a screen manages: the current owner's (`control-organization`), or, in the
 * configuration layout, the owner named by `owner` (`config-organization`).
 */
export interface OrgScope {
  pageKey: 'control-organization' | 'config-organization';
  owner?: string;
}

const scoped = (scope: OrgScope) => (scope.owner ? { owner: scope.owner } : {});
/** The query of a call on one row: ids travel as digits. */
const scopedId = (scope: OrgScope, id: number) => ({ ...scoped(scope), id: String(id) });

/** Cache keys of one scope; every change invalidates the scope's keys. */
export const scopeKey = (scope: OrgScope, currentOwner: string | null) =>
  ['organization', scope.owner ?? currentOwner] as const;

export function useOrganizationTree(scope: OrgScope) {
  const currentOwner = useOwnerKey();
  return useQuery({
    queryKey: [...scopeKey(scope, currentOwner), 'tree'],
    queryFn: () => call(calls.tree, { query: scoped(scope), hideLoading: true }),
    enabled: scope.pageKey === 'control-organization' || scope.owner !== undefined,
  });
}

export const refreshOrganizations = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['organization'] });

export const createOrganization = (scope: OrgScope, body: OrganizationBody) =>
  call(calls.create, { query: scoped(scope), body });

export const updateOrganization = (scope: OrgScope, id: number, body: OrganizationBody) =>
  call(calls.update, { query: scopedId(scope, id), body });

export const deleteOrganization = (scope: OrgScope, id: number) => call(calls.delete, { query: scopedId(scope, id) });

export const createDepartment = (scope: OrgScope, body: DepartmentBody) =>
  call(calls.createDepartment, { query: scoped(scope), body });

export const updateDepartment = (scope: OrgScope, id: number, body: DepartmentUpdateBody) =>
  call(calls.updateDepartment, { query: scopedId(scope, id), body });

export const deleteDepartment = (scope: OrgScope, id: number) =>
  call(calls.deleteDepartment, { query: scopedId(scope, id) });

export const fetchStaff = (scope: OrgScope, organizationId: number) => (params: ListParams) =>
  call(calls.staff, {
    query: { ...scoped(scope), ...listQuery(params), organization_id: String(organizationId) },
    hideLoading: true,
  });

export const createStaff = (scope: OrgScope, body: StaffBody) =>
  call(calls.createStaff, { query: scoped(scope), body });

export const updateStaff = (scope: OrgScope, id: number, body: StaffBody) =>
  call(calls.updateStaff, { query: scopedId(scope, id), body });

export const deleteStaff = (scope: OrgScope, id: number) => call(calls.deleteStaff, { query: scopedId(scope, id) });

export const reorder = (scope: OrgScope, body: ReorderBody) => call(calls.reorder, { query: scoped(scope), body });
