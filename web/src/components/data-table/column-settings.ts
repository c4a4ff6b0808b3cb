import { type ColumnSetting, type TableSetting, TableSettingCalls } from '@app/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../lib/http';
import { useSessionStore } from '../../stores/session';

/**
 * The table's columns in the user's order and visibility. Saved keys the table no longer has are
 * dropped; columns added since the settings were saved are shown, right after the column that
 * precedes them in the page's own order.
 */
export function arrangeColumns(declared: readonly string[], saved: readonly ColumnSetting[]): ColumnSetting[] {
  const known = new Set(declared);
  const placed = new Set<string>();
  const result: ColumnSetting[] = [];
  for (const column of saved) {
    if (!known.has(column.key) || placed.has(column.key)) continue;
    result.push(column);
    placed.add(column.key);
  }
  declared.forEach((key, index) => {
    if (placed.has(key)) return;
    const before = declared
      .slice(0, index)
      .reverse()
      .find((k) => placed.has(k));
    const at = before === undefined ? 0 : result.findIndex((c) => c.key === before) + 1;
    result.splice(at, 0, { key, visible: true });
    placed.add(key);
  });
  return result;
}

/** Moves the column at `index` one place up (-1) or down (+1). */
export function moveColumn(columns: readonly ColumnSetting[], index: number, step: -1 | 1): ColumnSetting[] {
  const target = index + step;
  if (target < 0 || target >= columns.length) return [...columns];
  const next = [...columns];
  [next[index], next[target]] = [next[target] as ColumnSetting, next[index] as ColumnSetting];
  return next;
}

/**
 * A user's saved columns of one table, kept on the server so they follow the user to any browser.
 * Changes show at once and are saved behind; a failed save brings back what the server holds.
 */
export function useTableSetting(key: string | undefined) {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const queryClient = useQueryClient();
  const queryKey = ['table-setting', userId, key];
  // Only a table with a key reads its settings or offers to change them, so '' is never sent.
  const keyQuery = { key: key ?? '' };
  const query = useQuery({
    queryKey,
    queryFn: () => call(TableSettingCalls.view, { query: keyQuery, hideLoading: true, silent: true }),
    enabled: key !== undefined && userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const settle = {
    onError: () => queryClient.invalidateQueries({ queryKey }),
  };
  const save = useMutation({
    mutationFn: (columns: ColumnSetting[]) =>
      call(TableSettingCalls.save, { query: keyQuery, body: { columns }, hideLoading: true }),
    onMutate: (columns) => queryClient.setQueryData<TableSetting>(queryKey, { key: key ?? '', columns }),
    ...settle,
  });
  const reset = useMutation({
    mutationFn: () => call(TableSettingCalls.reset, { query: keyQuery, hideLoading: true }),
    onMutate: () => queryClient.setQueryData<TableSetting>(queryKey, { key: key ?? '', columns: [] }),
    ...settle,
  });
  return {
    saved: query.data?.columns ?? [],
    /** False while the first read is under way, so the table does not jump from one order to another. */
    ready: key === undefined || !query.isPending || query.fetchStatus === 'idle',
    save: (columns: ColumnSetting[]) => save.mutate(columns),
    reset: () => reset.mutate(),
  };
}
