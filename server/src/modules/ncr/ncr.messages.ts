import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the NCR loop: its refusals, its answers and its inbox notices. */
const zh = {
  'ncr.notRaised': '不符合项报告提交后才能开始处置流程',
  'ncr.movedOn': '该不符合项已被他人处理，请查看最新进度',
  'ncr.roleRefused': '您的角色不能执行此步骤',
  'ncr.ownPlanReview': '不能审批自己提出、处置或编制的整改计划（四眼原则），请由其他人员审批',
  'ncr.ownVerification': '不能验证自己执行的整改（四眼原则），请由其他人员验证',
  'ncr.responsibleNotMember': '责任人须是本项目的成员',
  'ncr.dueInPast': '整改期限不能早于今天',
  'ncr.evidenceInvalid': '请上传您自己的照片作为证据',
  'ncr.notice.planApproved': '整改计划已批准：{form}',
  'ncr.notice.planApprovedBody': '您是该不符合项的整改责任人，请在 {due} 前完成整改并记录执行情况',
  'ncr.notice.planRejected': '整改计划被退回：{form}',
  'ncr.notice.planRejectedBody': '{name} 退回了您编写的整改计划：{note}',
  'ncr.notice.toVerify': '待验证：{form}',
  'ncr.notice.toVerifyBody': '{name} 已记录整改执行情况，请验证',
  'ncr.notice.closed': '不符合项已关闭：{form}',
  'ncr.notice.closedBody': '{name} 验证通过，不符合项已关闭',
  'ncr.notice.overdue': '整改已逾期：{form}',
  'ncr.notice.overdueBody': '整改期限为 {due}，请尽快完成整改',
};

const en: Record<keyof typeof zh, string> = {
  'ncr.notRaised': 'The NCR loop starts once the NCR report is submitted',
  'ncr.movedOn': 'Someone else has moved this NCR on; see where it stands now',
  'ncr.roleRefused': 'Your role cannot take this step',
  'ncr.ownPlanReview':
    'You cannot review a plan for an NCR you raised, disposed of or planned (four-eyes rule); someone else must',
  'ncr.ownVerification': 'You cannot verify rework you carried out (four-eyes rule); someone else must',
  'ncr.responsibleNotMember': 'The responsible person must work on this project',
  'ncr.dueInPast': 'The due date cannot be before today',
  'ncr.evidenceInvalid': 'Upload photos of your own as evidence',
  'ncr.notice.planApproved': 'Action plan approved: {form}',
  'ncr.notice.planApprovedBody':
    'You are responsible for this NCR; complete the corrective action by {due} and record it',
  'ncr.notice.planRejected': 'Action plan sent back: {form}',
  'ncr.notice.planRejectedBody': '{name} sent back your action plan: {note}',
  'ncr.notice.toVerify': 'To verify: {form}',
  'ncr.notice.toVerifyBody': '{name} recorded the corrective action; please verify it',
  'ncr.notice.closed': 'NCR closed: {form}',
  'ncr.notice.closedBody': '{name} verified the corrective action and closed the NCR',
  'ncr.notice.overdue': 'Corrective action overdue: {form}',
  'ncr.notice.overdueBody': 'It was due on {due}; please complete it soon',
};

export const ncrMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
