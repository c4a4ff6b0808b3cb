import { ReportReviewCalls as calls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

const quiet = { hideLoading: true, silent: true } as const;

/** A report's header for its page. */
export function useReportDetail(id: number) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['report', 'detail', ownerKey, id],
    queryFn: () => call(calls.detail, { query: { id: String(id) }, ...quiet }),
  });
}

/** The ITP points of a piece of equipment of the project, for the upload's point picker. */
export function useReportPoints(projectId: number | undefined, equipmentId: number | undefined) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['report', 'points', ownerKey, projectId, equipmentId],
    queryFn: () =>
      call(calls.points, { query: { project_id: String(projectId), equipment_id: String(equipmentId) }, ...quiet }),
    enabled: projectId !== undefined && equipmentId !== undefined,
  });
}

/** What keeps a release report from acceptance now; asked again after every action on the page. */
export function useReleaseCheck(id: number, enabled: boolean) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['report', 'release-check', ownerKey, id],
    queryFn: () => call(calls.releaseCheck, { query: { id: String(id) }, ...quiet }),
    enabled,
  });
}
