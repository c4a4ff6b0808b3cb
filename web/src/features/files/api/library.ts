import type { FileInfo, ListData, PageKey } from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { http } from '../../../lib/http';

/** The document library's page key: its permissions and its menu entry. */
export const LIBRARY_PAGE: PageKey = 'project-data-library';

export const fetchLibrary = (params: ListParams) =>
  http.get<ListData<FileInfo>>('/files/library', { query: listQuery(params), hideLoading: true });

export const deleteLibraryFile = (path: string) => http.post<null>('/files/delete', undefined, { query: { path } });

export const refreshLibrary = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['files-library'] });
