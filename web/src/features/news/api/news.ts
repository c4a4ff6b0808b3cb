import { NewsCalls as calls, type NewsBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

/** Announcements per page of the news screen; the list's smallest page size. */
export const NEWS_PAGE_SIZE = 15;

/** One page of announcements, pinned first, then the newest. */
export function useNews(page: number) {
  return useQuery({
    queryKey: ['news', 'list', page],
    queryFn: () => call(calls.list, { query: { page, 'per-page': NEWS_PAGE_SIZE }, hideLoading: true }),
  });
}

/** One announcement with its whole body. */
export function useNewsItem(id: number | null) {
  return useQuery({
    queryKey: ['news', 'view', id],
    queryFn: () => call(calls.view, { query: { id: String(id) }, hideLoading: true }),
    enabled: id !== null,
  });
}

// Silent: the dialog puts field errors under their fields and shows any other problem.
export const createNews = (body: NewsBody) => call(calls.create, { body, silent: true });
export const updateNews = (id: number, body: NewsBody) =>
  call(calls.update, { query: { id: String(id) }, body, silent: true });
export const deleteNews = (id: number) => call(calls.delete, { query: { id: String(id) } });

export const refreshNews = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['news'] });
