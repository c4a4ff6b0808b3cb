import type { AuditEntry, ListData, LoginEntry } from '@app/contract';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { http } from '../../../lib/http';

export const fetchAuditLog = (params: ListParams) =>
  http.get<ListData<AuditEntry>>('/audit-log/index', { query: listQuery(params), hideLoading: true });

export const fetchLoginLog = (params: ListParams) =>
  http.get<ListData<LoginEntry>>('/login-log/index', { query: listQuery(params), hideLoading: true });
