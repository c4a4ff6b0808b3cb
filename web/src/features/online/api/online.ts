import { OnlineCalls } from '@app/contract';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

export const fetchOnline = (params: ListParams) =>
  call(OnlineCalls.list, { query: listQuery(params), hideLoading: true });

export const endSession = (id: number) => call(OnlineCalls.end, { query: { id: String(id) } });
