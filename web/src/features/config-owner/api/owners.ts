import { OwnerAdminCalls, type OwnerCreateBody, type OwnerFields } from '@app/contract';
import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session';

export const fetchOwnerList = (params: ListParams) =>
  call(OwnerAdminCalls.list, { query: listQuery(params), hideLoading: true });

export const createOwner = (body: OwnerCreateBody) => call(OwnerAdminCalls.create, { body });

export const updateOwner = (key: string, body: OwnerFields) => call(OwnerAdminCalls.update, { query: { key }, body });

export const setOwnerEnabled = (key: string, enabled: boolean) =>
  call(enabled ? OwnerAdminCalls.enable : OwnerAdminCalls.disable, { query: { key } });

export const saveOwnerAdmins = (key: string, usernames: string[]) =>
  call(OwnerAdminCalls.admins, { query: { key }, body: { usernames } });

export function useOwnerView(key: string | undefined) {
  return useQuery({
    queryKey: ['config-owner', 'view', key],
    queryFn: key === undefined ? skipToken : () => call(OwnerAdminCalls.view, { query: { key }, hideLoading: true }),
  });
}

/** Accounts matching `q`, for choosing administrators. */
export function useAccountSearch(q: string) {
  return useQuery({
    queryKey: ['config-owner', 'accounts', q],
    queryFn: () => call(OwnerAdminCalls.accounts, { query: { q }, hideLoading: true }),
    staleTime: 30_000,
  });
}

/** Every owner, for owner pickers of the configuration layout. */
export function useOwnerOptions() {
  const inConfig = useSessionStore((s) => s.owner?.isConfig ?? false);
  return useQuery({
    queryKey: ['config-owner', 'options'],
    queryFn: () => call(OwnerAdminCalls.options, { hideLoading: true }),
    enabled: inConfig,
  });
}

/** After a change: the list, every settings view and the pickers. */
export const refreshOwners = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['config-owner'] });
