export const WORKFLOWS_PATH = '/control/workflow';
export const designPath = (id: number) => `/control/workflow/design/${id}`;
