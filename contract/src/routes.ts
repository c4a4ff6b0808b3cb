/**
 * The route table of SPEC §2. Each route's `name` is its permission key (DESIGN §4) and its title is
 * the breadcrumb text. The web registers a screen for a route when that screen exists; the server uses
 * the same table to seed menus and permissions.
 */
export interface Title {
  zh: string;
  en: string;
}

export type SectionKey =
  | 'default'
  | 'control'
  | 'custom'
  | 'unitmanager'
  | 'signin'
  | 'project'
  | 'equipment'
  | 'system'
  | 'config'
  | 'knowledge'
  | 'other';

export interface SectionDef {
  key: SectionKey;
  /** Path of the section itself, which redirects to `redirect`. */
  path: string | null;
  redirect: string | null;
  title: Title;
}

export interface RouteDef<N extends string = PageKey> {
  name: N;
  path: string;
  section: SectionKey;
  title: Title;
  /** Routes of the configuration layout; they skip the page-permission guard (SPEC §5). */
  isConfig?: boolean;
  /** False only for the login page; see docs/decisions.md on the profile pages. */
  requiresAuth?: boolean;
}

export const SECTIONS: readonly SectionDef[] = [
  { key: 'default', path: null, redirect: null, title: { zh: '首页', en: 'Home' } },
  { key: 'control', path: '/control', redirect: '/control/authority', title: { zh: '系统管理', en: 'Administration' } },
  { key: 'custom', path: '/custom', redirect: '/custom/device', title: { zh: '定制管理', en: 'Customisation' } },
  {
    key: 'unitmanager',
    path: '/unitmanager',
    redirect: '/unitmanager/person-control',
    title: { zh: '单位管理', en: 'Unit management' },
  },
  { key: 'signin', path: '/signin', redirect: '/signin/index', title: { zh: '签到管理', en: 'Sign-in' } },
  {
    key: 'project',
    path: '/project',
    redirect: '/project/engineering/index',
    title: { zh: '项目管理', en: 'Projects' },
  },
  { key: 'equipment', path: '/equipment', redirect: '/equipment/index', title: { zh: '设备管理', en: 'Equipment' } },
  { key: 'system', path: '/system', redirect: '/system/found/index', title: { zh: '系统设置', en: 'Settings' } },
  { key: 'config', path: '/config', redirect: '/config/home', title: { zh: '配置中心', en: 'Configuration' } },
  { key: 'knowledge', path: '/knowledge', redirect: '/knowledge/law', title: { zh: '知识库', en: 'Knowledge' } },
  { key: 'other', path: null, redirect: null, title: { zh: '其他', en: 'Other' } },
];

// Generic in the name so the table keeps each name's literal type: PageKey is derived from it.
const r = <const N extends string>(
  name: N,
  path: string,
  section: SectionKey,
  zh: string,
  en: string,
  extra: Partial<Omit<RouteDef<string>, 'name'>> = {},
): RouteDef<N> => ({
  name,
  path,
  section,
  title: { zh, en },
  ...extra,
});

const cfg = { isConfig: true } as const;

const ROUTE_TABLE = [
  r('login', '/session/login', 'default', '登录', 'Sign in', { requiresAuth: false }),
  r('home', '/home', 'default', '首页', 'Home'),
  r('news', '/news/index', 'default', '新闻动态', 'News'),
  r('user-profile', '/default/users/user-profile', 'default', '个人资料', 'Profile'),
  r('inbox', '/inbox', 'default', '收件箱', 'Inbox'),

  r('control-authority', '/control/authority', 'control', '权限项管理', 'Permission items'),
  r('control-authority-setup', '/control/authority/setup/:name', 'control', '权限项设置', 'Permission item setup'),
  r('user-table', '/default/dashboard/usertable', 'control', '用户管理', 'Users'),
  r('control-assign', '/control/assign/:id/:name', 'control', '用户权限', 'User permissions'),
  r('control-role', '/control/role', 'control', '角色管理', 'Roles'),
  r('control-role-setup', '/control/role/setup/:name', 'control', '角色权限设置', 'Role permissions'),
  r('control-route', '/control/route', 'control', '路由管理', 'Routes'),
  r('control-menu', '/control/menu', 'control', '菜单管理', 'Menus'),
  r('control-organization', '/control/organization', 'control', '组织机构', 'Organisations'),
  r('control-form', '/control/form', 'control', '表单模板', 'Form templates'),
  r('control-form-design', '/control/form/design/:id', 'control', '表单设计', 'Form designer'),
  r('control-form-example-setup', '/control/form/example/setup/:id', 'control', '表单实例设置', 'Form instance setup'),
  r('control-form-example-list', '/control/form/example/list', 'control', '表单实例', 'Form instances'),
  r('control-workflow', '/control/workflow', 'control', '工作流', 'Workflows'),
  r('control-workflow-design', '/control/workflow/design/:id', 'control', '流程设计', 'Workflow designer'),
  // Not in the spec's route list: where the audit log of DESIGN §9 and the login log are read.
  r('control-audit-log', '/control/audit-log', 'control', '操作日志', 'Audit log'),
  r('control-online', '/control/online', 'control', '在线用户', 'Online users'),

  r('custom-device', '/custom/device', 'custom', '装置管理', 'Devices'),
  r('custom-equipment', '/custom/equipment', 'custom', '设备定制', 'Equipment'),
  r('custom-ins-unit', '/custom/insUnit', 'custom', '检验单位', 'Inspection units'),
  r('process-control', '/process/control', 'custom', '流程控制', 'Process control'),
  r('process-list', '/process/list', 'custom', '流程列表', 'Processes'),

  r('report-index', '/report/index', 'unitmanager', '报告上传', 'Report upload'),
  r('report-person-index', '/report/person-index', 'unitmanager', '个人报告上传', 'My report upload'),
  r('unitmanager-person-control', '/unitmanager/person-control', 'unitmanager', '检验员管理', 'Inspectors'),
  r('report-control', '/report/control', 'unitmanager', '报告管理', 'Reports'),
  r('report-manager-control', '/report/manager-control', 'unitmanager', '项目经理报告管理', 'Manager reports'),
  r('unitmanager-manager-control', '/unitmanager/manager-control', 'unitmanager', '项目经理管理', 'Project managers'),
  r('unitmanager-equipment', '/unitmanager/equipment', 'unitmanager', '设备管理', 'Equipment'),
  r('unitmanager-equipment-point', '/unitmanager/equipment/point', 'unitmanager', '设备检验点', 'Inspection points'),
  r(
    'eic-wtf',
    '/unitmanager/equipment/eic-wtf',
    'unitmanager',
    '设备检验完成情况(委托方)',
    'Inspection completion (client)',
  ),
  r(
    'eic-manager',
    '/unitmanager/equipment/eic-manager',
    'unitmanager',
    '设备检验完成情况(项目经理)',
    'Inspection completion (manager)',
  ),
  r(
    'eic-staff',
    '/unitmanager/equipment/eic-staff',
    'unitmanager',
    '设备检验完成情况(检验员)',
    'Inspection completion (inspector)',
  ),

  r('signin-index', '/signin/index', 'signin', '签到管理', 'Sign-ins'),
  r('signin-map', '/signin/map', 'signin', '地图预览', 'Map'),

  r('project-engineering', '/project/engineering/index', 'project', '工程项目', 'Projects'),
  r('project-data-library', '/project/data-library/index', 'project', '资料库', 'Document library'),
  r('project-engineering-list', '/project/engineering/list/:id', 'project', '项目列表', 'Project list'),
  r(
    'project-engineering-detail',
    '/project/engineering/detail/:type/:gid/:pid',
    'project',
    '项目详情',
    'Project detail',
  ),
  r('project-found', '/project/found', 'project', '发现问题', 'Findings'),
  r('project-found-list', '/project/found/list/:id', 'project', '问题列表', 'Finding list'),
  r('project-found-report-list', '/project/found/report/list/:gid/:pid', 'project', '检验报告', 'Inspection reports'),
  r(
    'project-found-report-detail',
    '/project/found/report/list/detail/:instanceId/:templateId',
    'project',
    '报告详情',
    'Report detail',
  ),
  r('project-report-data', '/project/report-data/list', 'project', '报告数据', 'Report data'),
  r('project-template-base', '/project/report-data/template/base', 'project', '基础模板', 'Base template'),
  r(
    'project-template-found-detail',
    '/project/report-data/template/found/detail',
    'project',
    '问题明细模板',
    'Finding detail template',
  ),
  r(
    'project-template-found-number',
    '/project/report-data/template/found/number',
    'project',
    '编号规则',
    'Numbering rules',
  ),
  r(
    'project-template-found-report',
    '/project/report-data/template/found/report',
    'project',
    '问题报告模板',
    'Finding report template',
  ),
  r(
    'project-template-found-patrol',
    '/project/report-data/template/found/patrol',
    'project',
    '巡检模板',
    'Patrol template',
  ),
  r(
    'project-template-found-breakdown',
    '/project/report-data/template/found/breakdown',
    'project',
    '故障模板',
    'Breakdown template',
  ),
  r(
    'project-template-found-reports',
    '/project/report-data/template/found/reports',
    'project',
    '报告汇总模板',
    'Report summary template',
  ),
  r('project-plan', '/project/plan', 'project', '检验计划', 'Inspection plans'),
  r('project-plan-list', '/project/plan/list/:gid', 'project', '计划列表', 'Plan list'),
  r('project-analysis', '/project/analysis', 'project', '统计分析', 'Analysis'),
  r('project-report-create', '/project/report-create', 'project', '新建报告', 'New report'),
  r(
    'project-view-product-info',
    '/project/engineering/view-product-info/:mid/:pid',
    'project',
    '产品信息',
    'Product information',
  ),
  r('project-report-list', '/project/report/list', 'project', '报告列表', 'Report list'),

  r('equipment-index', '/equipment/index', 'equipment', '设备列表', 'Equipment'),
  r('equipment-produce-info', '/equiment/produce-info', 'equipment', '生产信息', 'Production information'),

  r('system-found', '/system/found/index', 'system', '问题设置', 'Finding settings'),
  r('system-ipcg', '/system/ipcg/index', 'system', '检验类别设置', 'Inspection categories'),

  r('config-home', '/config/home', 'config', '配置首页', 'Configuration home', cfg),
  r('config-produce-info', '/config/project/produce-info', 'config', '生产信息配置', 'Production information', cfg),
  r('config-organization', '/config/project/organization', 'config', '组织机构', 'Organisations', cfg),
  r('config-subject', '/config/subject/index', 'config', '专业设置', 'Subjects', cfg),
  r('config-subject-ipcg', '/config/subject/ipcg', 'config', '检验类别', 'Inspection categories', cfg),
  r('config-library', '/config/basis/library', 'config', '数据字典', 'Data dictionary', cfg),
  r('config-owner-list', '/config/owner/list', 'config', '业主管理', 'Owners', cfg),
  r('config-owner-setting', '/config/owner/setting/:pid', 'config', '业主设置', 'Owner settings', cfg),
  r('config-user-profile', '/config/users/user-profile', 'config', '个人资料', 'Profile', cfg),
  r('config-users', '/config/users/list', 'config', '用户列表', 'Users', cfg),
  r('config-user-edit', '/config/users/edit/:uid', 'config', '编辑用户', 'Edit user', cfg),
  r('config-login-log', '/config/login-log', 'config', '登录日志', 'Login log', cfg),

  r('knowledge-law', '/knowledge/law', 'knowledge', '法规库', 'Laws'),
  r('knowledge-found', '/knowledge/found', 'knowledge', '问题汇总', 'Finding summary'),
  r('knowledge-criterion', '/knowledge/criterion', 'knowledge', '规范标准分解', 'Standard decomposition'),

  // Names the spec defines without showing their screens.
  r('orders', '/orders/index', 'other', '订单', 'Orders'),
  r('liveshow', '/liveshow/index', 'other', '远程协助', 'Live assistance'),
  r('liveshow-record', '/liveshow/record', 'other', '协助记录', 'Assistance records'),
  r('scene-video-library', '/scene/video-library/index', 'other', '视频库', 'Video library'),
  r('scene-video-library-setup', '/scene/video-library/setup/:id/:name', 'other', '视频库设置', 'Video library setup'),
  r('scene-form-library', '/scene/form-library/index', 'other', '表单库', 'Form library'),
  r('scene-record', '/scene/record/index', 'other', '现场记录', 'Site records'),
  r('scene-record-video', '/scene/record/video/:id', 'other', '现场视频', 'Site video'),
  r('vlog-supervision', '/vlog-supervision', 'other', '监理日志', 'Supervision log'),
  r('vlog-supervision-setup', '/vlog-supervision/setup/:id', 'other', '监理日志设置', 'Supervision log setup'),
  r('vlog-supervision-summary', '/vlog-supervision/summary', 'other', '监理日志汇总', 'Supervision log summary'),
  r('quality-issues', '/quality/issues', 'other', '质量问题', 'Quality issues'),
  r('manufacture', '/manufacture', 'other', '监造', 'Manufacturing'),
  r('manufacture-detail', '/manufacture/detail/:id', 'other', '监造详情', 'Manufacturing detail'),
  r('workflow-list', '/default/dashboard/workflow-list', 'other', '待办流程', 'Workflow list'),
] as const;

/** A route's name, which is its permission key: a misspelt key is a compile error, not a silent refusal. */
export type PageKey = (typeof ROUTE_TABLE)[number]['name'];

export const ROUTES: readonly RouteDef[] = ROUTE_TABLE;

/** Titles of the menu groups owners start with or get from modules, so menus read in the chosen language. */
export const MENU_GROUP_TITLES: readonly Title[] = [
  { zh: '工作台', en: 'Workspace' },
  { zh: '配置中心', en: 'Configuration' },
  { zh: '系统管理', en: 'Administration' },
  // The groups a section opens when a module first puts a page there (the server's menu entries).
  ...SECTIONS.filter((s) => s.path !== null && s.key !== 'control' && s.key !== 'config').map((s) => s.title),
];

const byName = new Map<string, RouteDef>(ROUTES.map((route) => [route.name, route]));

export function routeByName(name: string): RouteDef | undefined {
  return byName.get(name);
}

/** Narrows a key that arrives as data (a request, a stored row) to a page key of the table. */
export function isPageKey(name: string): name is PageKey {
  return byName.has(name);
}

export function sectionOf(key: SectionKey): SectionDef {
  const section = SECTIONS.find((s) => s.key === key);
  if (!section) throw new Error(`unknown section ${key}`);
  return section;
}

/** Matches a concrete path against a route pattern with `:param` segments. */
export function matchRoute(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const got = path.split('?')[0]?.split('/') ?? [];
  if (want.length !== got.length) return false;
  return want.every((segment, i) => (segment.startsWith(':') ? (got[i] ?? '') !== '' : segment === got[i]));
}

export function findRoute(path: string): RouteDef | undefined {
  return ROUTES.find((route) => matchRoute(route.path, path));
}
