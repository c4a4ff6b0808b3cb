import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of a report's acceptance: the ITP point an upload covers, and the release gate. */
const zh = {
  'report.pointNotCovered': '只有检验报告和见证记录可以对应检验点',
  'report.pointInvalid': '请选择该设备检验计划中的检验点',
  'report.releaseBlocked':
    '放行条件未满足，不能通过：停止点未完成 {holds} 个，见证点未见证 {witnesses} 个，不符合项未关闭 {ncrs} 项。请查看报告页面的放行条件',
};

const en: Record<keyof typeof zh, string> = {
  'report.pointNotCovered': 'Only inspection reports and witness records cover an inspection point',
  'report.pointInvalid': "Choose an inspection point of this equipment's plan",
  'report.releaseBlocked':
    'The release conditions are not met: {holds} hold points not done, {witnesses} witness points not witnessed, {ncrs} NCRs open. See the release conditions on the report page',
};

export const reportReviewMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
