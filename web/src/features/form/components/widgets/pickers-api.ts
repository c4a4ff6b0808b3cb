import { EquipmentCalls, ProjectCalls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../../lib/http';
import { useOwnerKey } from '../../../../stores/session';

/** The owner's equipment matching a search (name, batch or number), as its picker offers it. */
export function useEquipmentOptions(q: string) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['form', 'equipment-options', ownerKey, q],
    queryFn: () => call(EquipmentCalls.options, { query: { q }, hideLoading: true, silent: true }),
    staleTime: 60_000,
  });
}

/** One piece of equipment by id, to name a stored answer; nothing when the caller may not read it. */
export function useEquipmentById(id: number | undefined) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['form', 'equipment-by-id', ownerKey, id],
    queryFn: () =>
      call(EquipmentCalls.options, { query: { id: String(id) }, hideLoading: true, silent: true }).then(
        ([option]) => option ?? null,
      ),
    enabled: id !== undefined,
    staleTime: 5 * 60_000,
  });
}

/** The owner's members, as the member picker offers them. */
export function useMemberOptions() {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['form', 'member-options', ownerKey],
    queryFn: () => call(ProjectCalls.members, { hideLoading: true, silent: true }),
    staleTime: 5 * 60_000,
  });
}
