import { NoData, ownerCalls } from '../call.js';
import { z } from '../zod.js';
import { decimalInRange, idParam, intInRange, isoDate, requiredString, rowId, text } from './fields.js';
import { FileInfo, filePathField } from './file.js';
import { imageUrl } from './image-url.js';
import { defineList, ListQuery, listData, REGION_NAME_MAX } from './list.js';
import { COORDINATE_DECIMALS, LATITUDE_MAX, LONGITUDE_MAX } from './map.js';

/**
 * Project groups (项目组) and engineering projects (工程项目, `/project/engineering/*`): the master
 * data that equipment, inspection points, reports and findings hang on. A project belongs to one
 * group of its owner; its number is unique in the owner. Coordinates are stored as WGS-84.
 */
export const PROJECT_NAME_MAX = 128;
export const PROJECT_NUMBER_MAX = 64;
export const GROUP_NAME_MAX = 64;
export const PROJECT_NOTE_MAX = 500;
export const PROJECT_SORT_MAX = 99_999;
/** Pictures of one kind (renderings, progress) a project keeps; more belong in the document library. */
export const PROJECT_IMAGES_MAX = 12;
/** 万元 with two decimals: a project of up to a trillion yuan. */
export const PROJECT_INVEST_MAX = 99_999_999.99;
/** Square metres or metres, two decimals. */
export const PROJECT_MEASURE_MAX = 999_999_999.99;
/** Markers the map draws at once; an owner with more sees the first by group and number. */
export const PROJECT_MAP_MAX = 2_000;
/** People one save assigns to a project, per role. */
export const PROJECT_PEOPLE_MAX = 200;
/** Rows of one import: a large programme loaded at once, still checked and written in one request. */
export const PROJECT_IMPORT_MAX_ROWS = 1_000;
/** Largest workbook the import accepts; larger bodies answer HTTP 413. */
export const PROJECT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** Dictionaries whose keys the project's coded fields hold (the dictionary library edits them). */
export const PROJECT_DICTS = {
  project_type: 'project_type',
  stage: 'construction_stage',
  invest_type: 'invest_type',
  level: 'project_level',
  inspection_status: 'inspection_status',
  inspection_type: 'inspection_type',
  green_cert: 'green_building',
} as const;
export type ProjectDictField = keyof typeof PROJECT_DICTS;

/** How a member works on a project: the manager runs it, inspectors inspect its equipment. */
export const PROJECT_ROLES = ['manager', 'staff'] as const;
export type ProjectRole = (typeof PROJECT_ROLES)[number];

export const GroupBody = z.object({
  name: requiredString(GROUP_NAME_MAX),
  note: text(PROJECT_NOTE_MAX).default(''),
  sort: intInRange(0, PROJECT_SORT_MAX).default(0),
});
export type GroupBody = z.input<typeof GroupBody>;

export const ProjectGroup = z.object({
  id: z.number(),
  name: z.string(),
  note: z.string(),
  sort: z.number(),
  /** Projects of the group the caller may see. */
  project_count: z.number(),
  updated_at: z.string(),
});
export type ProjectGroup = z.infer<typeof ProjectGroup>;

const dictKey = text(64).default('');
const optionalId = rowId.nullable().default(null);
const optionalDate = isoDate.nullable().default(null);
const images = z
  .array(imageUrl.min(1, { error: 'validation.required' }), { error: 'validation.invalidType' })
  .max(PROJECT_IMAGES_MAX, { error: 'project.tooManyImages' })
  .default([]);
const coordinate = (limit: number) => decimalInRange(-limit, limit, COORDINATE_DECIMALS).nullable().default(null);
const measure = decimalInRange(0, PROJECT_MEASURE_MAX, 2).nullable().default(null);

/** The two ends of a period: an end may be left out, but never lies before its start. */
const endNotBeforeStart = (start: string | null, end: string | null) => !start || !end || end >= start;

export const ProjectBody = z
  .object({
    group_id: rowId,
    name: requiredString(PROJECT_NAME_MAX),
    number: requiredString(PROJECT_NUMBER_MAX),
    project_type: dictKey,
    stage: dictKey,
    invest_type: dictKey,
    level: dictKey,
    inspection_status: dictKey,
    inspection_type: dictKey,
    green_cert: dictKey,
    /** The administrative region by name (省, 市, 区县), each level only below the one above. */
    province: text(REGION_NAME_MAX).default(''),
    city: text(REGION_NAME_MAX).default(''),
    district: text(REGION_NAME_MAX).default(''),
    /** The address within the region (项目地点). */
    location: text(200).default(''),
    longitude: coordinate(LONGITUDE_MAX),
    latitude: coordinate(LATITUDE_MAX),
    /** 万元. */
    total_invest: decimalInRange(0, PROJECT_INVEST_MAX, 2).nullable().default(null),
    /** Square metres. */
    construction_area: measure,
    /** Metres (lines, pipelines, roads). */
    construction_length: measure,
    /** The project department or team running it (项目部). */
    team: text(128).default(''),
    /** 总监理工程师: a member of the owner. */
    supervisor_id: optionalId,
    /** 专业监理工程师 (project supervisor): a member of the owner. */
    project_supervisor_id: optionalId,
    /** 施工单位: an organisation of the owner. */
    construction_unit_id: optionalId,
    contract_start: optionalDate,
    contract_end: optionalDate,
    actual_start: optionalDate,
    actual_end: optionalDate,
    /** Current progress, per cent. */
    progress: intInRange(0, 100).default(0),
    renderings: images,
    progress_images: images,
    note: text(PROJECT_NOTE_MAX).default(''),
  })
  .refine((body) => body.province !== '' || body.city === '', { error: 'project.regionGap', path: ['city'] })
  .refine((body) => body.city !== '' || body.district === '', { error: 'project.regionGap', path: ['district'] })
  .refine((body) => (body.longitude === null) === (body.latitude === null), {
    error: 'project.coordinatesTogether',
    path: ['latitude'],
  })
  .refine((body) => endNotBeforeStart(body.contract_start, body.contract_end), {
    error: 'validation.endBeforeStart',
    path: ['contract_end'],
  })
  .refine((body) => endNotBeforeStart(body.actual_start, body.actual_end), {
    error: 'validation.endBeforeStart',
    path: ['actual_end'],
  });
export type ProjectBody = z.input<typeof ProjectBody>;

/** A project as lists show it, with the names of what it refers to. */
export const ProjectRow = z.object({
  id: z.number(),
  group_id: z.number(),
  group_name: z.string(),
  name: z.string(),
  number: z.string(),
  project_type: z.string(),
  stage: z.string(),
  invest_type: z.string(),
  level: z.string(),
  inspection_status: z.string(),
  inspection_type: z.string(),
  green_cert: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  location: z.string(),
  longitude: z.number().nullable(),
  latitude: z.number().nullable(),
  total_invest: z.number().nullable(),
  construction_area: z.number().nullable(),
  construction_length: z.number().nullable(),
  team: z.string(),
  supervisor_id: z.number().nullable(),
  supervisor_name: z.string().nullable(),
  project_supervisor_id: z.number().nullable(),
  project_supervisor_name: z.string().nullable(),
  construction_unit_id: z.number().nullable(),
  construction_unit_name: z.string().nullable(),
  contract_start: z.string().nullable(),
  contract_end: z.string().nullable(),
  actual_start: z.string().nullable(),
  actual_end: z.string().nullable(),
  progress: z.number(),
  renderings: z.array(z.string()),
  progress_images: z.array(z.string()),
  note: z.string(),
  updated_at: z.string(),
});
export type ProjectRow = z.infer<typeof ProjectRow>;

/** A project as its detail page shows it: the row, its people, and what the caller may do. */
export const ProjectDetail = ProjectRow.extend({
  managers: z.array(z.object({ id: z.number(), name: z.string() })),
  inspectors: z.array(z.object({ id: z.number(), name: z.string() })),
  can_update: z.boolean(),
  can_assign: z.boolean(),
});
export type ProjectDetail = z.infer<typeof ProjectDetail>;

export const PROJECT_LIST = defineList({
  sort: ['number', 'name', 'group_name', 'progress', 'contract_start', 'total_invest', 'updated_at'],
  defaultSort: 'number',
  filters: {
    name: 'text',
    number: 'text',
    location: 'text',
    region: 'region',
    project_type: 'dict',
    stage: 'dict',
    level: 'dict',
    inspection_status: 'dict',
    inspection_type: 'dict',
    progress: 'range',
    total_invest: 'range',
    contract_start: 'date',
  },
});
/** The projects of one group (`/project/engineering/list/:id`), or of every group without it. */
export const ProjectListQuery = ListQuery.extend({ group_id: idParam.optional() });

/** A project's marker on the map. */
export const ProjectMarker = z.object({
  id: z.number(),
  group_id: z.number(),
  name: z.string(),
  number: z.string(),
  location: z.string(),
  longitude: z.number(),
  latitude: z.number(),
  progress: z.number(),
  inspection_status: z.string(),
});
export type ProjectMarker = z.infer<typeof ProjectMarker>;

/** A project as pickers show it. */
export const ProjectOption = z.object({ id: z.number(), name: z.string(), number: z.string(), group_id: z.number() });
export type ProjectOption = z.infer<typeof ProjectOption>;

/** A member who may be given a project role, with the projects they hold it on. */
export const ProjectPerson = z.object({
  id: z.number(),
  username: z.string(),
  name: z.string(),
  project_ids: z.array(z.number()),
});
export type ProjectPerson = z.infer<typeof ProjectPerson>;
/** A member of the owner as the supervisor pickers offer them. */
export const MemberOption = z.object({ id: z.number(), name: z.string(), username: z.string(), role: z.string() });
export type MemberOption = z.infer<typeof MemberOption>;

export const ProjectPeopleQuery = z.object({ role: z.enum(PROJECT_ROLES, { error: 'validation.invalid' }) });

/** The whole list of a project's managers and inspectors, as the people tab saves it. */
const people = z
  .array(rowId, { error: 'validation.invalidType' })
  .max(PROJECT_PEOPLE_MAX, { error: 'validation.invalid' })
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' });
export const ProjectPeopleBody = z.object({ managers: people, inspectors: people });
export type ProjectPeopleBody = z.input<typeof ProjectPeopleBody>;

/** One member's projects in one role, as the person and manager control screens save them. */
export const PersonProjectsBody = z.object({
  user_id: rowId,
  role: z.enum(PROJECT_ROLES, { error: 'validation.invalid' }),
  project_ids: z
    .array(rowId, { error: 'validation.invalidType' })
    .max(PROJECT_MAP_MAX, { error: 'validation.invalid' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.invalid' }),
});
export type PersonProjectsBody = z.input<typeof PersonProjectsBody>;

export const IdQuery = z.object({ id: idParam });

/** What an import wrote: the projects, and the groups it had to create for them. */
export const ProjectImportResult = z.object({ count: z.number(), groups_created: z.array(z.string()) });
export type ProjectImportResult = z.infer<typeof ProjectImportResult>;

/** Files one attach call adds to a project, as many as the uploader sends at once. */
export const PROJECT_DOCUMENTS_MAX = 20;

/** A project's documents (the documents tab): the library's columns, sorts and filters. */
export const ProjectDocumentsQuery = ListQuery.extend({ project_id: idParam });
export type ProjectDocumentsQuery = z.infer<typeof ProjectDocumentsQuery>;

/** Documents just uploaded (purpose `document`) that join a project. */
export const ProjectDocumentsBody = z.object({
  project_id: rowId,
  paths: z
    .array(filePathField, { error: 'validation.invalidType' })
    .min(1, { error: 'validation.required' })
    .max(PROJECT_DOCUMENTS_MAX, { error: 'validation.invalid' })
    .refine((paths) => new Set(paths).size === paths.length, { error: 'validation.invalid' }),
});
export type ProjectDocumentsBody = z.input<typeof ProjectDocumentsBody>;

const call = ownerCalls('project');

export const ProjectCalls = {
  groups: call('GET', '/project-group/index', { response: z.array(ProjectGroup) }),
  createGroup: call('POST', '/project-group/create', { body: GroupBody, response: ProjectGroup }),
  updateGroup: call('POST', '/project-group/update', { query: IdQuery, body: GroupBody, response: ProjectGroup }),
  deleteGroup: call('POST', '/project-group/delete', { query: IdQuery, response: NoData }),
  list: call('GET', '/project/index', { query: ProjectListQuery, response: listData(ProjectRow) }),
  detail: call('GET', '/project/detail', { query: IdQuery, response: ProjectDetail }),
  create: call('POST', '/project/create', { body: ProjectBody, response: ProjectRow }),
  update: call('POST', '/project/update', { query: IdQuery, body: ProjectBody, response: ProjectRow }),
  delete: call('POST', '/project/delete', { query: IdQuery, response: NoData }),
  markers: call('GET', '/project/markers', { response: z.array(ProjectMarker) }),
  options: call('GET', '/project/options', { response: z.array(ProjectOption) }),
  /** The owner's enabled members, for the supervisor pickers of the project form. */
  members: call('GET', '/project/member-options', { response: z.array(MemberOption) }),
  savePeople: call('POST', '/project/people/save', { query: IdQuery, body: ProjectPeopleBody, response: NoData }),
  /** Members who may hold a project role (managers or inspectors), with their projects. */
  people: call('GET', '/project/people', { query: ProjectPeopleQuery, response: z.array(ProjectPerson) }),
  savePersonProjects: call('POST', '/project/people/assign', { body: PersonProjectsBody, response: NoData }),
  /**
   * Projects from a workbook, all or none. The body is the workbook itself (`application/vnd.openxmlformats-…
   * sheet`, at most PROJECT_IMPORT_MAX_BYTES), so the call names no body schema; its template is a
   * download (`GET /api/project/import-template`), not a call.
   */
  import: call('POST', '/project/import', { response: ProjectImportResult }),
  /** The import's checks on the same workbook, answering what it would create (groups too); nothing is written. */
  importPreview: call('POST', '/project/import-preview', { response: ProjectImportResult }),
  /** A project's documents; each is deleted and converted through the files' calls. */
  documents: call('GET', '/project/documents', { query: ProjectDocumentsQuery, response: listData(FileInfo) }),
  attachDocuments: call('POST', '/project/documents/add', { body: ProjectDocumentsBody, response: NoData }),
};
