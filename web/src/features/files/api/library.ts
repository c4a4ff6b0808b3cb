import { FileCalls, type PageKey } from '@app/contract';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

/** The document library's page key: its permissions and its menu entry. */
export const LIBRARY_PAGE: PageKey = 'project-data-library';

export const fetchLibrary = (params: ListParams) =>
  call(FileCalls.library, { query: listQuery(params), hideLoading: true });

export const deleteLibraryFile = (path: string) => call(FileCalls.delete, { query: { path } });
