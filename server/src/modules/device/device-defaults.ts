/**
 * The platform's catalogue of device kinds with their manufacturing routes, which the configuration
 * owner starts with (migration 0027 gives it to a configuration owner made before; keep the two
 * alike, a test compares them). Owners copy the kinds they supervise into their own catalogue.
 */
export const DEVICE_DEFAULTS: readonly { name: string; code: string; steps: readonly string[] }[] = [
  {
    name: '水轮机',
    code: 'SLJ',
    steps: ['转轮铸造', '叶片数控加工', '转轮焊接', '无损检测', '静平衡试验', '主轴加工', '导水机构预装', '出厂验收'],
  },
  {
    name: '水轮发电机',
    code: 'FDJ',
    steps: ['定子铁心叠片', '定子线圈制造', '定子下线', '转子支架焊接', '磁极装配', '耐压试验', '出厂试验'],
  },
  { name: '调速器', code: 'TSQ', steps: ['电气柜装配', '液压系统装配', '联调试验', '出厂验收'] },
  {
    name: '汽轮机',
    code: 'QLJ',
    steps: ['转子锻件复验', '转子加工', '叶片装配', '高速动平衡', '汽缸加工', '总装', '出厂验收'],
  },
  {
    name: '主变压器',
    code: 'ZB',
    steps: ['铁心叠装', '线圈绕制', '器身装配', '真空干燥', '总装配', '例行试验', '包装发运'],
  },
  {
    name: '并联电抗器',
    code: 'DK',
    steps: ['铁心制造', '线圈绕制', '器身装配', '真空干燥', '总装配', '例行试验', '包装发运'],
  },
  {
    name: 'GIS 组合电器',
    code: 'GIS',
    steps: ['壳体焊接', '导体加工', '断路器装配', '总装', '气密性试验', '工频耐压试验', '出厂验收'],
  },
  { name: '高压开关柜', code: 'KGG', steps: ['柜体钣金', '元件装配', '二次接线', '机械特性试验', '出厂试验'] },
  {
    name: '电力电缆',
    code: 'DL',
    steps: ['导体绞合', '绝缘挤出', '交联除气', '金属屏蔽', '外护套挤出', '例行试验', '出厂验收'],
  },
  {
    name: '压力钢管',
    code: 'YLGG',
    steps: ['钢板复验', '下料卷板', '纵缝焊接', '无损检测', '环缝组焊', '防腐涂装', '出厂验收'],
  },
  {
    name: '闸门及启闭机',
    code: 'ZM',
    steps: ['门叶拼焊', '焊缝无损检测', '机械加工', '启闭机装配', '厂内联调', '防腐涂装', '出厂验收'],
  },
];
