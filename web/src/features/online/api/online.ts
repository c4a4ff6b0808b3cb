import type { ListData, OnlineSession } from '@app/contract';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { http } from '../../../lib/http';

export const fetchOnline = (params: ListParams) =>
  http.get<ListData<OnlineSession>>('/online/index', { query: listQuery(params), hideLoading: true });

export const endSession = (id: number) => http.post<null>('/online/delete', undefined, { query: { id } });
