import {
  WorkflowCalls as calls,
  FormCalls,
  type FormItem,
  formItems,
  ProjectCalls,
  type WorkflowCreateBody,
  type WorkflowUpdateBody,
} from '@app/contract';
import { type QueryClient, useQueries, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

export const fetchWorkflows = (params: ListParams) => call(calls.list, { query: listQuery(params), hideLoading: true });

/** A definition with its draft tree and versions (the designer's view). */
export function useWorkflow(id: number | undefined) {
  return useQuery({
    queryKey: ['workflow', 'definition', id],
    queryFn: () => call(calls.view, { query: { id: String(id) }, hideLoading: true }),
    enabled: id !== undefined,
    // The draft being designed is not read again behind the designer's back.
    refetchOnWindowFocus: false,
  });
}

// Silent where the caller shows the field errors itself.
export const createWorkflow = (body: WorkflowCreateBody) => call(calls.create, { body, silent: true });
export const saveWorkflow = (body: WorkflowUpdateBody) => call(calls.update, { body, silent: true });
export const publishWorkflow = (id: number) => call(calls.publish, { body: { id }, silent: true });
/** Not silent: a refusal (instances still in review) shows as the server words it. */
export const deleteWorkflow = (id: number) => call(calls.remove, { body: { id } });

/** Every list and view of workflows reads again after a change. */
export const refreshWorkflows = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['workflow'] });

/** The owner's form templates, for binding a workflow and for conditions on the template. */
export function useTemplateOptions() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['workflow', 'template-options', ownerKey],
    queryFn: () => call(FormCalls.templates, { query: { 'per-page': -1 }, hideLoading: true, silent: true }),
    select: (data) => data.result.map((row) => ({ value: row.id, label: row.name, family: row.family })),
    staleTime: 60_000,
  });
}

/** The owner's members, for the assignee pickers. */
export function useMemberOptions() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['workflow', 'member-options', ownerKey],
    queryFn: () => call(ProjectCalls.members, { hideLoading: true, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/**
 * The items of a template as its approvers see them: its latest published version's, or the draft's
 * while it has none.
 */
async function templateItems(id: number): Promise<{ name: string; items: FormItem[] }> {
  const detail = await call(FormCalls.template, { query: { id: String(id) }, hideLoading: true, silent: true });
  if (detail.latest_version === 0) return { name: detail.name, items: formItems(detail.schema, detail.ui_schema) };
  const version = await call(FormCalls.version, {
    query: { id: String(id), version: String(detail.latest_version) },
    hideLoading: true,
    silent: true,
  });
  return { name: detail.name, items: formItems(version.schema, version.ui_schema) };
}

export interface BoundItem {
  key: string;
  title: string;
  kind: FormItem['kind'];
  /** The template it comes from (the first one when several have the key). */
  template: string;
}

/** The items of the bound templates, by key (sections left out: they hold no answer). */
export function useBoundItems(templateIds: readonly number[]) {
  const ownerKey = useOwnerKey();
  return useQueries({
    queries: templateIds.map((id) => ({
      queryKey: ['workflow', 'template-items', ownerKey, id],
      queryFn: () => templateItems(id),
      staleTime: 60_000,
    })),
    combine: (results) => {
      const seen = new Map<string, BoundItem>();
      for (const result of results) {
        for (const item of result.data?.items ?? []) {
          if (item.kind === 'section' || seen.has(item.key)) continue;
          seen.set(item.key, { key: item.key, title: item.title, kind: item.kind, template: result.data?.name ?? '' });
        }
      }
      return { items: [...seen.values()], loading: results.some((result) => result.isPending) };
    },
  });
}
