import type { ProjectBody, ProjectRow } from '@app/contract';
import type { Dayjs } from 'dayjs';
import { dayjs } from '../../lib/dates';
import { ApiError } from '../../lib/http';

/**
 * The form's own shape: dates as day objects, the coordinates as one picker value, the region as the
 * cascader's path of names (province, city, district, as far as chosen).
 */
export interface ProjectValues
  extends Omit<
    ProjectBody,
    | 'contract_start'
    | 'contract_end'
    | 'actual_start'
    | 'actual_end'
    | 'longitude'
    | 'latitude'
    | 'province'
    | 'city'
    | 'district'
  > {
  region: string[];
  contract_start: Dayjs | null;
  contract_end: Dayjs | null;
  actual_start: Dayjs | null;
  actual_end: Dayjs | null;
  position: { longitude: number | null; latitude: number | null };
}

const DAY = 'YYYY-MM-DD';
const day = (value: string | null) => (value ? dayjs(value, DAY) : null);
const dayText = (value: Dayjs | null | undefined) => (value ? value.format(DAY) : null);

export function valuesOf(project: ProjectRow | null, groupId: number): ProjectValues {
  return {
    group_id: project?.group_id ?? groupId,
    name: project?.name ?? '',
    number: project?.number ?? '',
    project_type: project?.project_type ?? '',
    stage: project?.stage ?? '',
    invest_type: project?.invest_type ?? '',
    level: project?.level ?? '',
    inspection_status: project?.inspection_status ?? '',
    inspection_type: project?.inspection_type ?? '',
    green_cert: project?.green_cert ?? '',
    region: [project?.province ?? '', project?.city ?? '', project?.district ?? ''].filter(Boolean),
    location: project?.location ?? '',
    position: { longitude: project?.longitude ?? null, latitude: project?.latitude ?? null },
    total_invest: project?.total_invest ?? null,
    construction_area: project?.construction_area ?? null,
    construction_length: project?.construction_length ?? null,
    team: project?.team ?? '',
    supervisor_id: project?.supervisor_id ?? null,
    project_supervisor_id: project?.project_supervisor_id ?? null,
    construction_unit_id: project?.construction_unit_id ?? null,
    contract_start: day(project?.contract_start ?? null),
    contract_end: day(project?.contract_end ?? null),
    actual_start: day(project?.actual_start ?? null),
    actual_end: day(project?.actual_end ?? null),
    progress: project?.progress ?? 0,
    renderings: project?.renderings ?? [],
    progress_images: project?.progress_images ?? [],
    note: project?.note ?? '',
  };
}

export function bodyOf(values: ProjectValues): ProjectBody {
  const { position, region, contract_start, contract_end, actual_start, actual_end, ...rest } = values;
  const [province = '', city = '', district = ''] = region ?? [];
  return {
    ...rest,
    province,
    city,
    district,
    longitude: position?.longitude ?? null,
    latitude: position?.latitude ?? null,
    contract_start: dayText(contract_start),
    contract_end: dayText(contract_end),
    actual_start: dayText(actual_start),
    actual_end: dayText(actual_end),
    // An emptied number box gives undefined; the server keeps "not given" as null.
    total_invest: rest.total_invest ?? null,
    construction_area: rest.construction_area ?? null,
    construction_length: rest.construction_length ?? null,
    supervisor_id: rest.supervisor_id ?? null,
    project_supervisor_id: rest.project_supervisor_id ?? null,
    construction_unit_id: rest.construction_unit_id ?? null,
  };
}

/**
 * The server names the coordinates' and the region's problems by their own fields; the form shows
 * them under the picker and the cascader that set them.
 */
export function onPicker(error: unknown): unknown {
  if (!(error instanceof ApiError) || !error.extra.errdata) return error;
  const { longitude, latitude, province, city, district, ...rest } = error.extra.errdata;
  const position = [...(longitude ?? []), ...(latitude ?? [])];
  const region = [...(province ?? []), ...(city ?? []), ...(district ?? [])];
  if (position.length === 0 && region.length === 0) return error;
  const moved = { ...rest, ...(position.length > 0 && { position }), ...(region.length > 0 && { region }) };
  return new ApiError(error.code, error.msg, { ...error.extra, errdata: moved });
}
