import { AuditCalls } from '@app/contract';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

export const fetchAuditLog = (params: ListParams) =>
  call(AuditCalls.auditLog, { query: listQuery(params), hideLoading: true });

export const fetchLoginLog = (params: ListParams) =>
  call(AuditCalls.loginLog, { query: listQuery(params), hideLoading: true });
