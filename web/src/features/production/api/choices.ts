import { DeviceCalls, ProjectCalls } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { useOwnerKey } from '../../../stores/session';

/** The list's pickers: the caller's projects and the owner's kinds; a failed call gives an empty list. */
export function useProductionChoices() {
  const ownerKey = useOwnerKey();
  const quiet = { hideLoading: true, silent: true } as const;
  const projects = useQuery({
    queryKey: ['production', 'choices', ownerKey, 'projects'],
    queryFn: () => call(ProjectCalls.options, quiet).catch(() => []),
  });
  const devices = useQuery({
    queryKey: ['production', 'choices', ownerKey, 'devices'],
    queryFn: () => call(DeviceCalls.options, quiet).catch(() => []),
  });
  return { projects: projects.data ?? [], devices: devices.data ?? [] };
}
