import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of reports: the upload's checks and answers. */
const zh = {
  'report.created': '报告已创建，请填写报告内容',
  'report.equipmentRequired': '不符合项报告和放行报告须选择设备',
  'report.equipmentInvalid': '请选择本项目的设备',
  'report.projectInvalid': '请选择您可以查看的项目',
  'report.templateInvalid': '请选择该报告类型已发布的模板',
  'report.noTemplate': '该报告类型还没有已发布的模板，请联系管理员发布',
  'report.pickTemplate': '该报告类型有多个模板，请选择一个',
  'report.writerNotYours': '只有管理员或本项目的项目经理可以指定其他编写人',
  'report.writerNotMember': '编写人须是本项目的成员',
  'report.clausesSaved': '引用条款已保存',
  'report.tooManyClauses': '一份报告最多引用 30 条条款',
  'report.clauseInvalid': '请选择本单位规范标准中的条款',
  'report.clausesLocked': '只有报告的编写人或上传人可以在提交前修改引用条款',
};

const en: Record<keyof typeof zh, string> = {
  'report.created': 'Report created; now fill in its content',
  'report.equipmentRequired': 'NCRs and release reports need a piece of equipment',
  'report.equipmentInvalid': 'Choose a piece of equipment of this project',
  'report.projectInvalid': 'Choose a project you can see',
  'report.templateInvalid': 'Choose a published template of this report type',
  'report.noTemplate': 'This report type has no published template yet; ask an administrator to publish one',
  'report.pickTemplate': 'This report type has several templates; choose one',
  'report.writerNotYours': 'Only an administrator or a manager of this project may name another writer',
  'report.writerNotMember': 'The writer must work on this project',
  'report.clausesSaved': 'Cited clauses saved',
  'report.tooManyClauses': 'A report cites 30 clauses at most',
  'report.clauseInvalid': 'Choose clauses of your standards',
  'report.clausesLocked': "Only the report's writer or uploader may change its cited clauses, before it is submitted",
};

export const reportMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
