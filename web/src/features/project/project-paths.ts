/** The tabs of a project's page, in order; the first segment of its address names the open one. */
export const PROJECT_TABS = ['basics', 'equipment', 'people', 'documents', 'progress'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const isProjectTab = (value: string | undefined): value is ProjectTab =>
  (PROJECT_TABS as readonly string[]).includes(value ?? '');

/** `/project/engineering/list/:id`: the projects of one group. */
export const groupPath = (groupId: number) => `/project/engineering/list/${groupId}`;

/** `/project/engineering/detail/:type/:gid/:pid`; `new` as the project makes one in the group. */
export const projectPath = (tab: ProjectTab, groupId: number, projectId: number | 'new', edit = false) =>
  `/project/engineering/detail/${tab}/${groupId}/${projectId}${edit ? '?mode=edit' : ''}`;
