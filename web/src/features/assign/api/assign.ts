import type { AssignBody, AssignView } from '@app/contract';
import { http } from '../../../lib/http';

export const fetchAssignment = (id: number) =>
  http.get<AssignView>('/assign/view', { query: { id }, hideLoading: true });

export const saveAssignment = (id: number, body: AssignBody) =>
  http.post<null>('/assign/save', body, { query: { id } });
