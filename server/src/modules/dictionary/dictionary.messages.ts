import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the data dictionaries. */
const zh = {
  'dictionary.codePattern': '编码须以小写字母开头，由小写字母、数字和下划线组成（2-48 位）',
  'dictionary.keyPattern': '选项须以字母或数字开头，只能包含字母、数字、下划线、点和短横线',
  'dictionary.codeTaken': '该编码已存在',
  'dictionary.keyTaken': '该字典下已有相同的选项',
  'dictionary.ownerUnknown': '业主不存在',
  'dictionary.saved': '已保存',
  'dictionary.deleted': '已删除',
  'dictionary.unknownKey': '不是数据字典中的选项',
};

const en: Record<keyof typeof zh, string> = {
  'dictionary.codePattern':
    'The code starts with a lower-case letter and has 2-48 lower-case letters, digits or underscores',
  'dictionary.keyPattern': 'The option starts with a letter or digit and has only letters, digits, _ . or -',
  'dictionary.codeTaken': 'This code already exists',
  'dictionary.keyTaken': 'This dictionary already has this option',
  'dictionary.ownerUnknown': 'No such owner',
  'dictionary.saved': 'Saved',
  'dictionary.deleted': 'Deleted',
  'dictionary.unknownKey': 'Not an option of the data dictionary',
};

export const dictionaryMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
