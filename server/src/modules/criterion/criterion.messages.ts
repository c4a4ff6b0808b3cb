import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the standard decomposition (规范标准分解). */
const zh = {
  'criterion.codePattern': '条款编号应为以点分隔的数字，如 5、5.2、5.2.3',
  'criterion.levelTooDeep': '条款编号最多三级，如 5.2.3',
  'criterion.titleOrRequirement': '请填写条款标题或要求',
  'criterion.codeTaken': '该标准已有此编号的条款',
  'criterion.parentMissing': '上级条款不存在，请先添加上级条款',
  'criterion.codeHasChildren': '该条款有下级条款，不能修改编号',
  'criterion.hasChildren': '该条款有 {count} 个下级条款，确认后将一并删除',
  'criterion.tooMany': '一个标准最多 2000 条条款',
  'criterion.saved': '已保存',
  'criterion.deleted': '已删除 {count} 条条款',
  'criterion.imported': '已导入 {count} 条条款',
  'criterion.importInvalid': '导入失败：发现 {count} 处错误，未导入任何数据',
  'criterion.importNotWorkbook': '请上传有效的 Excel 工作簿（.xlsx）',
  'criterion.importEmpty': '文件中没有数据行',
  'criterion.importTooMany': '一次最多导入 2000 行',
  'criterion.importMissingColumn': '文件缺少此列',
  'criterion.importDuplicate': '文件中此编号重复',
};

const en: Record<keyof typeof zh, string> = {
  'criterion.codePattern': 'A clause code is numbers joined by dots, e.g. 5, 5.2, 5.2.3',
  'criterion.levelTooDeep': 'A clause code has at most three levels, e.g. 5.2.3',
  'criterion.titleOrRequirement': 'Enter a title or a requirement',
  'criterion.codeTaken': 'This standard already has a clause with this code',
  'criterion.parentMissing': 'The parent clause does not exist; add it first',
  'criterion.codeHasChildren': 'This clause has sub-clauses, so its code cannot change',
  'criterion.hasChildren': 'This clause has {count} sub-clauses; confirm to delete them with it',
  'criterion.tooMany': 'A standard holds at most 2000 clauses',
  'criterion.saved': 'Saved',
  'criterion.deleted': 'Deleted {count} clauses',
  'criterion.imported': 'Imported {count} clauses',
  'criterion.importInvalid': 'Import failed: {count} problems found, nothing was imported',
  'criterion.importNotWorkbook': 'Upload a valid Excel workbook (.xlsx)',
  'criterion.importEmpty': 'The file has no data rows',
  'criterion.importTooMany': 'At most 2000 rows can be imported at once',
  'criterion.importMissingColumn': 'This column is missing from the file',
  'criterion.importDuplicate': 'This code appears more than once in the file',
};

export const criterionMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
