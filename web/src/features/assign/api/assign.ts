import { type AssignBody, AssignCalls } from '@app/contract';
import { call } from '../../../lib/http';

export const fetchAssignment = (id: number) => call(AssignCalls.view, { query: { id: String(id) }, hideLoading: true });

export const saveAssignment = (id: number, body: AssignBody) =>
  call(AssignCalls.save, { query: { id: String(id) }, body });
