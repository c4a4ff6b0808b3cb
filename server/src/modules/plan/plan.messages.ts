import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the inspection plan: its writes' answers and refusals. */
const zh = {
  'plan.datesSet': '已为 {count} 个检验点设定计划日期',
  'plan.tooManyPoints': '一次选择的检验点过多，请分批设定',
  'plan.pointsNotPlannable': '所选检验点中有您不能设定计划日期的，请重新选择',
  'plan.notWitness': '只有见证点（W）可以登记“已通知未到场”',
  'plan.pointDone': '该检验点已完成，无需登记通知',
  'plan.noticeInFuture': '通知时间不能晚于现在',
  'plan.noticeSaved': '已登记“已通知未到场”',
  'plan.noticeCleared': '已撤销“已通知未到场”登记',
  'plan.noNotice': '该检验点没有“已通知未到场”登记',
};

const en: Record<keyof typeof zh, string> = {
  'plan.datesSet': 'Planned date set on {count} inspection points',
  'plan.tooManyPoints': 'Too many inspection points at once; set them in smaller batches',
  'plan.pointsNotPlannable': 'Some of the chosen inspection points are not yours to plan; choose again',
  'plan.notWitness': 'Only witness points (W) can be marked "notified, did not attend"',
  'plan.pointDone': 'This inspection point is done; no notice is needed',
  'plan.noticeInFuture': 'The notice time cannot be in the future',
  'plan.noticeSaved': 'Marked "notified, did not attend"',
  'plan.noticeCleared': 'The "notified, did not attend" mark was taken back',
  'plan.noNotice': 'This inspection point has no "notified, did not attend" mark',
};

export const planMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
