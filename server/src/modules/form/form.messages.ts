import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of form templates, filled forms and numbering rules. */
const zh = {
  'form.badKey': '字段标识须以字母开头，只能包含字母、数字和下划线（至多 40 位）',
  'form.duplicateKey': '字段标识重复',
  'form.badCondition': '显示条件只能引用排在它之前的字段',
  'form.tableNoColumns': '表格至少需要一列',
  'form.maximumBelowMinimum': '最大值不能小于最小值',
  'form.badTypeCode': '类型代码只能包含字母和数字（至多 12 位）',
  'form.badPattern':
    '编号格式只能由项目代号、类型代码、年、月、恰好一个 3 至 6 位的序号（如 seq:4）以及字母、数字和 - _ / . 组成',
  'form.nameTaken': '已有同名模板',
  'form.saved': '已保存',
  'form.deleted': '已删除',
  'form.created': '已创建',
  'form.published': '已发布第 {version} 版',
  'form.submitted': '已提交',
  'form.ruleSaved': '编号规则已保存',
  'form.nothingToPublish': '模板还没有任何字段，不能发布',
  'form.templateInUse': '该模板已有填写的表单，不能删除',
  'form.neverPublished': '该模板尚未发布，不能填写',
  'form.notEditable': '只有草稿的创建人可以修改、提交或删除草稿',
  'form.draftConflict': '这份草稿已被{name}于{time}保存，请刷新后再编辑',
  'form.dataTooLarge': '填写内容过大',
  'form.answerTooDeep': '填写内容嵌套层数过多',
  'form.answerTooManyEntries': '填写内容的条目过多',
  'form.answersInvalid': '表单填写有误，请检查标出的字段',
  'form.photoInvalid': '照片须是您本单位已上传完成的图片',
  'form.signatureInvalid': '签名须是您本单位已上传完成的图片',
  'form.projectInvalid': '项目不存在或您无权查看',
  'form.numberTaken': '编号已被占用，请重试',
  'form.baseFieldLocked': '报告编号、所属项目、报告类型和报告日期始终显示且必填',
  'form.baseFieldsIncomplete': '须按新的顺序列出全部基础字段，每个字段一次',
  'form.baseFieldRepeated': '该基础字段重复',
  'form.baseHiddenRequired': '不显示的字段不能设为必填',
  'form.baseSaved': '已保存',
  'form.baseReset': '已恢复默认设置',
};

const en: Record<keyof typeof zh, string> = {
  'form.badKey': 'A key starts with a letter and has at most 40 letters, digits or _',
  'form.duplicateKey': 'Another item has this key',
  'form.badCondition': 'A condition may only name an item above it',
  'form.tableNoColumns': 'A table needs at least one column',
  'form.maximumBelowMinimum': 'The maximum may not be less than the minimum',
  'form.badTypeCode': 'The type code has at most 12 letters or digits',
  'form.badPattern':
    'The pattern is made of the project code, type code, year, month, exactly one sequence of 3 to 6 digits (e.g. seq:4), letters, digits and - _ / .',
  'form.nameTaken': 'A template with this name already exists',
  'form.saved': 'Saved',
  'form.deleted': 'Deleted',
  'form.created': 'Created',
  'form.published': 'Version {version} published',
  'form.submitted': 'Submitted',
  'form.ruleSaved': 'Numbering rule saved',
  'form.nothingToPublish': 'The template has no items yet, so it cannot be published',
  'form.templateInUse': 'Forms have been filled on this template, so it cannot be deleted',
  'form.neverPublished': 'This template has not been published yet, so it cannot be filled',
  'form.notEditable': 'Only the creator of a draft may change, submit or delete it',
  'form.draftConflict': 'This draft was saved by {name} at {time}; refresh before editing',
  'form.dataTooLarge': 'The answers are too large',
  'form.answerTooDeep': 'The answer is nested too deeply',
  'form.answerTooManyEntries': 'The answer holds too many entries',
  'form.answersInvalid': 'Some answers are not valid; check the marked fields',
  'form.photoInvalid': 'A photo must be a finished image upload of your own in this organisation',
  'form.signatureInvalid': 'A signature must be a finished image upload of your own in this organisation',
  'form.projectInvalid': 'The project does not exist or you may not see it',
  'form.numberTaken': 'The number was just taken; please try again',
  'form.baseFieldLocked': 'The report number, project, report type and report date are always shown and required',
  'form.baseFieldsIncomplete': 'List every base field once, in the new order',
  'form.baseFieldRepeated': 'This base field is listed twice',
  'form.baseHiddenRequired': 'A hidden field cannot be required',
  'form.baseSaved': 'Saved',
  'form.baseReset': 'Defaults restored',
};

export const formMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
