import type { Call, CallData } from '@app/contract';
import { request } from '../../lib/http';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends a workbook as the raw body of an import call. No body schema describes it, so the path and
 * the answer's type come from the call but the request is made directly; silent, since the import
 * dialog lists the per-row errors itself.
 */
export const uploadWorkbook = <C extends Call>(def: C, file: File) =>
  request<CallData<C>>(def.method, def.path, { body: new Blob([file], { type: XLSX_TYPE }), silent: true });
