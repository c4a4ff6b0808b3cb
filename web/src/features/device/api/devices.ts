import { DeviceCalls as calls, type DeviceBody, type ProcessListBody } from '@app/contract';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call } from '../../../lib/http';

export const fetchDevices = (params: ListParams) => call(calls.list, { query: listQuery(params), hideLoading: true });

export const fetchProcesses = (params: ListParams, deviceId?: number) =>
  call(calls.processes, {
    query: { ...listQuery(params), ...(deviceId === undefined ? {} : { device_id: String(deviceId) }) },
    hideLoading: true,
  });

/** The owner's kinds by name, for the process editor's picker and the process list's filter. */
export function useDeviceOptions() {
  return useQuery({
    queryKey: ['device', 'options'],
    queryFn: () => call(calls.options, { hideLoading: true }),
  });
}

/** A kind with its route, for the process editor. */
export function useDevice(id: number | undefined) {
  return useQuery({
    queryKey: ['device', 'view', id],
    queryFn: () => call(calls.view, { query: { id: String(id) }, hideLoading: true }),
    enabled: id !== undefined,
  });
}

// Silent: the dialog and the editor put field errors under their fields and show any other problem.
export const createDevice = (body: DeviceBody) => call(calls.create, { body, silent: true });
export const updateDevice = (id: number, body: DeviceBody) =>
  call(calls.update, { query: { id: String(id) }, body, silent: true });
export const deleteDevice = (id: number) => call(calls.delete, { query: { id: String(id) } });
export const saveProcesses = (id: number, body: ProcessListBody) =>
  call(calls.saveProcesses, { query: { id: String(id) }, body, silent: true });

/** The platform's kinds an owner may copy in, and the copying. */
export const fetchPlatformKinds = () => call(calls.platformKinds, { hideLoading: true });
export const importDevices = (ids: number[]) => call(calls.importDefaults, { body: { ids } });

/** Every screen of the catalogue reads again after a change: lists, pickers and the editor. */
export const refreshDevices = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: ['device'] });
