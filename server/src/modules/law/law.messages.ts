import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the law library. */
const zh = {
  'law.codeTaken': '已有相同编号的法规标准',
  'law.fileInvalid': '所选文件不存在、不是本人上传完成的 PDF，或已附在其他法规上',
  'law.saved': '已保存',
  'law.deleted': '已删除',
};

const en: Record<keyof typeof zh, string> = {
  'law.codeTaken': 'A law or standard with this code already exists',
  'law.fileInvalid': 'The file is missing, not a PDF you have finished uploading, or attached to another law',
  'law.saved': 'Saved',
  'law.deleted': 'Deleted',
};

export const lawMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
