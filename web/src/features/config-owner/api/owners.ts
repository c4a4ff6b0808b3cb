import type {
  ListData,
  OwnerAccount,
  OwnerAdminRow,
  OwnerCreateBody,
  OwnerFields,
  OwnerOption,
  OwnerView,
} from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { http } from '../../../lib/http';
import { useSessionStore } from '../../../stores/session';

export const fetchOwnerList = (params: ListParams) =>
  http.get<ListData<OwnerAdminRow>>('/config/owner/index', { query: listQuery(params), hideLoading: true });

export const createOwner = (body: OwnerCreateBody) => http.post<OwnerAdminRow>('/config/owner/create', body);

export const updateOwner = (key: string, body: OwnerFields) =>
  http.post<null>('/config/owner/update', body, { query: { key } });

export const setOwnerEnabled = (key: string, enabled: boolean) =>
  http.post<null>(enabled ? '/config/owner/enable' : '/config/owner/disable', undefined, { query: { key } });

export const saveOwnerAdmins = (key: string, usernames: string[]) =>
  http.post<OwnerView['admins']>('/config/owner/admins', { usernames }, { query: { key } });

export function useOwnerView(key: string | undefined) {
  return useQuery({
    queryKey: ['config-owner', 'view', key],
    queryFn: () => http.get<OwnerView>('/config/owner/view', { query: { key }, hideLoading: true }),
    enabled: key !== undefined,
  });
}

/** Accounts matching `q`, for choosing administrators. */
export function useAccountSearch(q: string) {
  return useQuery({
    queryKey: ['config-owner', 'accounts', q],
    queryFn: () => http.get<OwnerAccount[]>('/config/owner/accounts', { query: { q }, hideLoading: true }),
    staleTime: 30_000,
  });
}

/** Every owner, for owner pickers of the configuration layout. */
export function useOwnerOptions() {
  const inConfig = useSessionStore((s) => s.owner?.isConfig ?? false);
  return useQuery({
    queryKey: ['config-owner', 'options'],
    queryFn: () => http.get<OwnerOption[]>('/config/owner/options', { hideLoading: true }),
    enabled: inConfig,
  });
}

/** After a change: the list, every settings view and the pickers. */
export const refreshOwners = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['config-owner'] });
