import {
  ProjectCalls as calls,
  type GroupBody,
  type PersonProjectsBody,
  type ProjectBody,
  type ProjectPeopleBody,
  type ProjectRole,
} from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { uploadWorkbook } from '../../../components/import-dialog/upload-workbook';
import { call } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { useOwnerKey } from '../../../stores/session';

const idQuery = (id: number) => ({ query: { id: String(id) } });

/** Every query of the feature starts with this key and the owner, so a save refreshes them all. */
const KEY = 'project';

export function useGroups() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: [KEY, ownerKey, 'groups'],
    queryFn: () => call(calls.groups, { hideLoading: true }),
    enabled: ownerKey !== null,
  });
}

export function useMarkers() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: [KEY, ownerKey, 'markers'],
    queryFn: () => call(calls.markers, { hideLoading: true }),
    enabled: ownerKey !== null,
  });
}

/** One project with its people; a project the caller may not see answers not found, shown by the page. */
export function useProject(id: number | null) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: [KEY, ownerKey, 'detail', id],
    queryFn: () => call(calls.detail, { ...idQuery(id ?? 0), hideLoading: true, silent: true }),
    enabled: ownerKey !== null && id !== null,
    retry: false,
  });
}

export function useProjectOptions(enabled = true) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: [KEY, ownerKey, 'options'],
    queryFn: () => call(calls.options, { hideLoading: true }),
    enabled: ownerKey !== null && enabled,
  });
}

export function useMemberOptions(enabled: boolean) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: [KEY, ownerKey, 'members'],
    queryFn: () => call(calls.members, { hideLoading: true }),
    enabled: ownerKey !== null && enabled,
  });
}

export function usePeople(role: ProjectRole) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: [KEY, ownerKey, 'people', role],
    queryFn: () => call(calls.people, { query: { role }, hideLoading: true }),
    enabled: ownerKey !== null,
  });
}

export const fetchProjects = (groupId: number | null) => (params: ListParams) =>
  call(calls.list, {
    query: { ...listQuery(params), ...(groupId === null ? {} : { group_id: String(groupId) }) },
    hideLoading: true,
  });

/** A project's documents (its documents tab), under the feature's key so a project's save refreshes them. */
export const projectDocumentsKey = (ownerKey: string | null, projectId: number) => [
  KEY,
  ownerKey,
  'documents',
  projectId,
];
export const fetchProjectDocuments = (projectId: number) => (params: ListParams) =>
  call(calls.documents, { query: { ...listQuery(params), project_id: String(projectId) }, hideLoading: true });
/** Files just uploaded as documents join the project. */
export const attachProjectDocuments = (projectId: number, paths: string[]) =>
  call(calls.attachDocuments, { body: { project_id: projectId, paths }, silent: true });

// Silent: the forms put field errors under their fields and show any other problem.
export const createGroup = (body: GroupBody) => call(calls.createGroup, { body, silent: true });
export const updateGroup = (id: number, body: GroupBody) =>
  call(calls.updateGroup, { ...idQuery(id), body, silent: true });
export const deleteGroup = (id: number) => call(calls.deleteGroup, idQuery(id));
export const createProject = (body: ProjectBody) => call(calls.create, { body, silent: true });
export const updateProject = (id: number, body: ProjectBody) =>
  call(calls.update, { ...idQuery(id), body, silent: true });
export const deleteProject = (id: number) => call(calls.delete, idQuery(id));
export const saveProjectPeople = (id: number, body: ProjectPeopleBody) =>
  call(calls.savePeople, { ...idQuery(id), body, silent: true });
export const savePersonProjects = (body: PersonProjectsBody) => call(calls.savePersonProjects, { body, silent: true });

/** A workbook of projects, all rows or none; the dialog lists the per-row errors itself. */
export const importProjects = (file: File) => uploadWorkbook(calls.import, file);
export const IMPORT_TEMPLATE_HREF = '/api/project/import-template';
export const importTemplateFileName = () =>
  i18n.language === 'en' ? 'project-import-template.xlsx' : '工程项目导入模板.xlsx';

export const refreshProjects = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [KEY] });
