import {
  type CallData,
  type ClauseBody,
  CriterionCalls as calls,
  FindingCalls,
  ProjectCalls,
  ReportClauseCalls,
} from '@app/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { XLSX_TYPE } from '../../../components/import-dialog/upload-workbook';
import { call, request } from '../../../lib/http';

/** The owner's standards whose code or title holds what was typed, for the picker. */
export function useLawOptions(search: string) {
  return useQuery({
    queryKey: ['criterion', 'laws', search],
    queryFn: () => call(calls.laws, { query: { q: search }, hideLoading: true }),
    placeholderData: keepPreviousData,
  });
}

/** A standard and its clauses in code order. */
export function useClauseTree(lawId: number | null) {
  return useQuery({
    queryKey: ['criterion', 'tree', lawId],
    queryFn: () => call(calls.tree, { query: { law_id: String(lawId) }, hideLoading: true }),
    enabled: lawId !== null,
  });
}

// Silent: the dialog puts field errors under their fields and shows any other problem.
export const createClause = (lawId: number, body: ClauseBody) =>
  call(calls.create, { query: { law_id: String(lawId) }, body, silent: true });
export const updateClause = (id: number, body: ClauseBody) =>
  call(calls.update, { query: { id: String(id) }, body, silent: true });
/** `subtree` confirms the sub-clauses go too; the answer counts what went. */
export const deleteClause = (id: number, subtree: boolean) =>
  call(calls.delete, { query: { id: String(id), subtree: subtree ? '1' : '0' } });

/** The workbook goes as the raw body; the import dialog lists the per-row errors itself. */
export const importClauses = (lawId: number, file: File) => {
  const def = calls.import;
  return request<CallData<typeof def>>(def.method, def.path, {
    query: { law_id: String(lawId) },
    body: new Blob([file], { type: XLSX_TYPE }),
    silent: true,
  });
};

export const TEMPLATE_HREF = '/api/criterion/import-template';

export const refreshTree = (queryClient: QueryClient, lawId: number) =>
  queryClient.invalidateQueries({ queryKey: ['criterion', 'tree', lawId] });

/** The reports citing a clause that the caller may read, newest first. */
export function useClauseEvidence(clauseId: number | null) {
  return useQuery({
    queryKey: ['criterion', 'evidence', clauseId],
    queryFn: () =>
      call(ReportClauseCalls.evidence, { query: { clause_id: String(clauseId) }, hideLoading: true, silent: true }),
    enabled: clauseId !== null,
  });
}

/** A standard's requirements a submitted report of the project cites, and the others. */
export function useClauseCoverage(lawId: number, projectId: number | undefined) {
  return useQuery({
    queryKey: ['criterion', 'coverage', lawId, projectId],
    queryFn: () =>
      call(ReportClauseCalls.coverage, {
        query: { law_id: String(lawId), project_id: String(projectId) },
        hideLoading: true,
        silent: true,
      }),
    enabled: projectId !== undefined,
  });
}

/** The projects the caller reads, for the coverage's picker; none when the call fails. */
export function useProjectChoices() {
  return useQuery({
    queryKey: ['criterion', 'projects'],
    queryFn: () => call(ProjectCalls.options, { hideLoading: true, silent: true }).catch(() => []),
  });
}

/** The findings citing a clause that the caller may read, newest first. */
export function useClauseFindings(clauseId: number | null) {
  return useQuery({
    queryKey: ['criterion', 'findings', clauseId],
    queryFn: () =>
      call(FindingCalls.byClause, { query: { clause_id: String(clauseId) }, hideLoading: true, silent: true }),
    enabled: clauseId !== null,
  });
}
