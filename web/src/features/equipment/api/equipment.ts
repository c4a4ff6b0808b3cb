import {
  type CallData,
  EquipmentCalls as calls,
  DeviceCalls,
  type EquipmentBody,
  type EquipmentPage,
  OrganizationCalls,
  type PointsBody,
  ProjectCalls,
  UnitCalls,
} from '@app/contract';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { listQuery } from '../../../components/data-table/params';
import type { ListParams } from '../../../components/data-table/types';
import { call, request } from '../../../lib/http';
import { i18n } from '../../../lib/i18n';
import { useOwnerKey } from '../../../stores/session';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const id = (n: number) => String(n);

/** What narrows a list besides its columns' filters: the screen it serves, one project. */
export interface ListScope {
  pageKey: EquipmentPage;
  projectId?: number;
}

const scopeQuery = ({ pageKey, projectId }: ListScope) => ({
  page_key: pageKey,
  ...(projectId === undefined ? {} : { project_id: id(projectId) }),
});

export const fetchEquipment = (params: ListParams, scope: ListScope) =>
  call(calls.list, { query: { ...listQuery(params), ...scopeQuery(scope) }, hideLoading: true });

/** The list's Excel export under /api, its columns' filters added by the table. */
export const exportUrl = (scope: ListScope) => `/equipment/export?${new URLSearchParams(scopeQuery(scope)).toString()}`;

// Silent: the dialogs put field errors under their fields and show any other problem.
export const createEquipment = (pageKey: EquipmentPage, body: EquipmentBody) =>
  call(calls.create, { query: { page_key: pageKey }, body, silent: true });
export const updateEquipment = (pageKey: EquipmentPage, equipmentId: number, body: EquipmentBody) =>
  call(calls.update, { query: { id: id(equipmentId), page_key: pageKey }, body, silent: true });
export const deleteEquipment = (pageKey: EquipmentPage, equipmentId: number) =>
  call(calls.delete, { query: { id: id(equipmentId), page_key: pageKey } });
export const saveInspectors = (pageKey: EquipmentPage, equipmentId: number, userIds: number[]) =>
  call(calls.saveInspectors, {
    query: { id: id(equipmentId), page_key: pageKey },
    body: { user_ids: userIds },
    silent: true,
  });
export const savePoints = (equipmentId: number, body: PointsBody) =>
  call(calls.savePoints, { query: { id: id(equipmentId) }, body, silent: true });

/**
 * The workbook goes as the raw body, which no body schema describes, so the path and the answer's
 * type come from the call but the request is made directly; the dialog lists the per-row errors itself.
 */
export const importEquipment = (pageKey: EquipmentPage, file: File) => {
  const def = calls.import;
  return request<CallData<typeof def>>(def.method, def.path, {
    query: { page_key: pageKey },
    body: new Blob([file], { type: XLSX_TYPE }),
    silent: true,
  });
};

export const templateHref = (pageKey: EquipmentPage) => `/api/equipment/import-template?page_key=${pageKey}`;
export const templateFileName = () => (i18n.language === 'en' ? 'equipment-import-template.xlsx' : '设备导入模板.xlsx');

/** Lists, pickers, the inspectors dialog and the ITP page read again after a change. */
export const refreshEquipment = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: ['equipment'] });

export function useInspectorChoices(pageKey: EquipmentPage, equipmentId: number | undefined) {
  return useQuery({
    queryKey: ['equipment', 'inspectors', pageKey, equipmentId],
    queryFn: () =>
      call(calls.inspectors, { query: { id: id(equipmentId ?? 0), page_key: pageKey }, hideLoading: true }),
    enabled: equipmentId !== undefined,
  });
}

export function usePointGrid(equipmentId: number | undefined) {
  return useQuery({
    queryKey: ['equipment', 'points', equipmentId],
    queryFn: () => call(calls.points, { query: { id: id(equipmentId ?? 0) }, hideLoading: true, silent: true }),
    enabled: equipmentId !== undefined,
    retry: false,
  });
}

/** What a search for equipment is narrowed to: one kind, one project. */
export interface EquipmentScope {
  deviceId?: number;
  projectId?: number;
}

/** Equipment found by name, batch or number (SPEC §5), optionally of one kind or one project. */
export function useEquipmentSearch(q: string, { deviceId, projectId }: EquipmentScope = {}) {
  const ownerKey = useOwnerKey();
  return useQuery({
    queryKey: ['equipment', 'options', ownerKey, q, deviceId, projectId],
    queryFn: () =>
      call(calls.options, {
        query: {
          q,
          ...(deviceId === undefined ? {} : { device_id: id(deviceId) }),
          ...(projectId === undefined ? {} : { project_id: id(projectId) }),
        },
        hideLoading: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * The pickers' choices: the caller's projects, the owner's kinds, factories (organisations) and
 * inspection units. A failed call gives an empty list, so a picker says so instead of blocking.
 */
export function useChoices() {
  const ownerKey = useOwnerKey();
  const quiet = { hideLoading: true, silent: true } as const;
  const projects = useQuery({
    queryKey: ['equipment', 'choices', ownerKey, 'projects'],
    queryFn: () => call(ProjectCalls.options, quiet).catch(() => []),
  });
  const devices = useQuery({
    queryKey: ['equipment', 'choices', ownerKey, 'devices'],
    queryFn: () => call(DeviceCalls.options, quiet).catch(() => []),
  });
  const factories = useQuery({
    queryKey: ['equipment', 'choices', ownerKey, 'factories'],
    queryFn: () => call(OrganizationCalls.options, { query: {}, ...quiet }).catch(() => []),
  });
  const units = useQuery({
    queryKey: ['equipment', 'choices', ownerKey, 'units'],
    queryFn: () => call(UnitCalls.options, quiet).catch(() => []),
  });
  return {
    projects: projects.data ?? [],
    devices: devices.data ?? [],
    factories: factories.data ?? [],
    units: units.data ?? [],
    loading: projects.isPending || devices.isPending,
  };
}
