import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the findings: refusals, answers and inbox notices. */
const zh = {
  'finding.saved': '已保存',
  'finding.raised': '问题已提交',
  'finding.stepDone': '操作成功',
  'finding.nameTaken': '已有同名条目',
  'finding.typeInvalid': '请选择启用的问题类型',
  'finding.themeInvalid': '请选择启用的主题项',
  'finding.equipmentNotOfProject': '该设备不属于此项目',
  'finding.reportNotOfProject': '该报告不是此项目已提交的报告',
  'finding.clauseInvalid': '该条款不存在',
  'finding.responsibleNotMember': '责任人须是本项目的成员',
  'finding.responsibleRequired': '请选择责任人或填写责任单位',
  'finding.dueInPast': '整改期限不能早于今天',
  'finding.photosInvalid': '请上传您自己的照片',
  'finding.wrongState': '该问题当前状态不能执行此操作，请刷新后查看最新进度',
  'finding.stepRefused': '您不能对该问题执行此操作',
  'finding.notice.raised': '待整改问题：{text}',
  'finding.notice.raisedBody': '{name} 提出了问题，请在 {due} 前完成整改并提交',
  'finding.notice.returned': '整改被退回：{text}',
  'finding.notice.returnedBody': '{name} 退回了整改：{note}',
  'finding.notice.overdue': '问题整改已逾期：{text}',
  'finding.notice.overdueBody': '整改期限为 {due}，请尽快完成整改',
  'finding.rate.none': '未归属检验单位',
};

const en: Record<keyof typeof zh, string> = {
  'finding.saved': 'Saved',
  'finding.raised': 'Finding raised',
  'finding.stepDone': 'Done',
  'finding.nameTaken': 'An entry of this name exists',
  'finding.typeInvalid': 'Choose an enabled finding type',
  'finding.themeInvalid': 'Choose an enabled theme item',
  'finding.equipmentNotOfProject': 'This equipment is not of the project',
  'finding.reportNotOfProject': 'This is not a submitted report of the project',
  'finding.clauseInvalid': 'This clause does not exist',
  'finding.responsibleNotMember': 'The responsible person must work on this project',
  'finding.responsibleRequired': 'Choose a responsible person or name the responsible organisation',
  'finding.dueInPast': 'The due date cannot be before today',
  'finding.photosInvalid': 'Upload photos of your own',
  'finding.wrongState': 'This finding cannot take that step now; refresh to see where it stands',
  'finding.stepRefused': 'You cannot take this step on the finding',
  'finding.notice.raised': 'Finding to rectify: {text}',
  'finding.notice.raisedBody': '{name} raised a finding; rectify it and submit by {due}',
  'finding.notice.returned': 'Rectification returned: {text}',
  'finding.notice.returnedBody': '{name} returned the rectification: {note}',
  'finding.notice.overdue': 'Finding overdue: {text}',
  'finding.notice.overdueBody': 'It was due on {due}; please rectify it soon',
  'finding.rate.none': 'No inspection unit',
};

export const findingMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
