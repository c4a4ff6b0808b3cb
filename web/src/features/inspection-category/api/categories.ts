import { type CategoryBody, CategoryCalls as calls } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

export const fetchCategories = (params: ListParams) =>
  call(calls.list, { query: listQuery(params), hideLoading: true });
// Silent: the dialog puts field errors under their fields and shows any other problem.
export const createCategory = (body: CategoryBody) => call(calls.create, { body, silent: true });
export const updateCategory = (id: number, body: CategoryBody) =>
  call(calls.update, { query: { id: String(id) }, body, silent: true });
export const deleteCategory = (id: number) => call(calls.delete, { query: { id: String(id) } });
export const importDefaults = () => call(calls.importDefaults);

export const refreshCategories = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['inspection-category'] });
