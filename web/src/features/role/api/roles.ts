import { RoleCalls, type RoleCreateBody, type RolePermissionsBody, type RoleUpdateBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

export const fetchRoles = (params: ListParams) => call(RoleCalls.list, { query: listQuery(params), hideLoading: true });

export const createRole = (body: RoleCreateBody) => call(RoleCalls.create, { body });

export const updateRole = (name: string, body: RoleUpdateBody) => call(RoleCalls.update, { query: { name }, body });

export const deleteRole = (name: string) => call(RoleCalls.delete, { query: { name } });

export const fetchRolePermissions = (name: string) =>
  call(RoleCalls.permissions, { query: { name }, hideLoading: true });

export const saveRolePermissions = (name: string, body: RolePermissionsBody) =>
  call(RoleCalls.savePermissions, { query: { name }, body });

/** The current owner's roles for pickers (user forms, filters); any member may read them. */
export function useRoleOptions(wanted = true) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['role', 'options', ownerKey],
    queryFn: () => call(RoleCalls.options, { hideLoading: true }),
    enabled: wanted && ownerKey !== null,
  });
}

/** Queries that read grants: lists, matrices, and the caller's own menu and page permissions. */
const READS_GRANTS = ['role', 'authority', 'page-permission', 'menu'];

/** After a change of grants; the caller's own role may be among those changed. */
export const refreshGrantQueries = (client: QueryClient) =>
  client.invalidateQueries({ predicate: (query) => READS_GRANTS.includes(String(query.queryKey[0])) });
