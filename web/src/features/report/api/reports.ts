import { ReportCalls as calls, ProjectCalls, type ReportCreateBody } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

const quiet = { hideLoading: true, silent: true } as const;

/** The projects the caller sees, which a report may belong to; none when the call fails. */
export function useProjectOptions() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['report', 'project-options', ownerKey],
    queryFn: () => call(ProjectCalls.options, quiet).catch(() => []),
  });
}

/** What the upload offers for a project: the report types' templates and who may be the writer. */
export function useUploadOptions(projectId: number | undefined) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['report', 'upload-options', ownerKey, projectId],
    queryFn: () => call(calls.uploadOptions, { query: { project_id: String(projectId) }, ...quiet }),
    enabled: projectId !== undefined,
  });
}

/** Silent: field errors go under the upload's fields, anything else above them. */
export const createReport = (body: ReportCreateBody) => call(calls.create, { body, silent: true });
