import {
  FormCalls as calls,
  FAMILY_SEPARATOR,
  FORM_FAMILIES,
  type FormDraftBody,
  type FormFamily,
  type FormInstanceCreateBody,
  type FormSaveBody,
  type FormTemplateBody,
  type ListData,
  type NumberRuleBody,
  ReportBaseCalls,
  type ReportBaseFieldsBody,
} from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

/** The families whose forms are reports: every family but the general one gets a number. */
export const REPORT_FAMILIES = FORM_FAMILIES.filter((family) => family !== 'general');

type ListFetch<T> = (query: Record<string, string | number>) => Promise<ListData<T>>;

/**
 * One page of a list limited to some families: the family chosen in the filter (one of those
 * offered), else all of them, comma-separated in the call's `family`.
 */
export function listOfFamilies<T extends object>(
  fetchList: ListFetch<T>,
  params: ListParams,
  families: readonly FormFamily[] | undefined,
): Promise<ListData<T>> {
  const { family: chosen = '', ...filters } = params.filters;
  const narrowed = chosen !== '' ? chosen : families?.join(FAMILY_SEPARATOR);
  return fetchList({ ...listQuery({ ...params, filters }), ...(narrowed ? { family: narrowed } : {}) });
}

export const fetchTemplates = (params: ListParams, families?: readonly FormFamily[]) =>
  listOfFamilies((query) => call(calls.templates, { query, hideLoading: true }), params, families);

export const fetchInstances = (params: ListParams, families?: readonly FormFamily[]) =>
  listOfFamilies((query) => call(calls.instances, { query, hideLoading: true }), params, families);

/** A template's draft with its versions (the designer's view). */
export function useTemplate(id: number | undefined) {
  return useQuery({
    queryKey: ['form', 'template', id],
    queryFn: () => call(calls.template, { query: { id: String(id) }, hideLoading: true }),
    enabled: id !== undefined,
  });
}

/** One published version of a template, as it draws. */
export function useTemplateVersion(id: number | undefined, version: number | undefined) {
  return useQuery({
    queryKey: ['form', 'version', id, version],
    queryFn: () => call(calls.version, { query: { id: String(id), version: String(version) }, hideLoading: true }),
    enabled: id !== undefined && version !== undefined,
  });
}

/** A filled form with its version's schemas. */
export function useInstance(id: number | undefined) {
  return useQuery({
    queryKey: ['form', 'instance', id],
    queryFn: () => call(calls.instance, { query: { id: String(id) }, hideLoading: true }),
    enabled: id !== undefined,
    // A draft being filled is not read again behind the filler's back.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The report families' numbering rules. */
export function useNumberRules() {
  return useQuery({
    queryKey: ['form', 'number-rules'],
    queryFn: () => call(calls.numberRules, { hideLoading: true }),
  });
}

export const BASE_FIELDS_KEY = ['form', 'base-fields'] as const;

/** The report base fields as the owner has set them, in their order. */
export function useBaseFields() {
  return useQuery({
    queryKey: BASE_FIELDS_KEY,
    queryFn: () => call(ReportBaseCalls.list, { hideLoading: true }),
  });
}

// Silent where the caller shows the field errors under its fields.
export const createTemplate = (body: FormTemplateBody) => call(calls.createTemplate, { body, silent: true });
export const saveTemplateDraft = (body: FormDraftBody) => call(calls.saveDraft, { body, silent: true });
export const publishTemplate = (id: number) => call(calls.publish, { body: { id } });
export const deleteTemplate = (id: number) => call(calls.deleteTemplate, { body: { id } });
export const createInstance = (body: FormInstanceCreateBody) => call(calls.createInstance, { body });
export const deleteInstance = (id: number) => call(calls.deleteInstance, { body: { id } });
/** Saving a draft: silent, the fill page shows a conflict and field errors itself. */
export const saveInstance = (body: FormSaveBody, background = false) =>
  call(calls.saveInstance, { body, silent: true, hideLoading: background });
export const submitInstance = (body: FormSaveBody) => call(calls.submitInstance, { body, silent: true });
export const saveNumberRule = (body: NumberRuleBody) => call(calls.saveNumberRule, { body, silent: true });
export const saveBaseFields = (body: ReportBaseFieldsBody) => call(ReportBaseCalls.save, { body });
export const resetBaseFields = () => call(ReportBaseCalls.reset);

/** Every list and view of the form engine reads again after a change. */
export const refreshForms = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['form'] });
