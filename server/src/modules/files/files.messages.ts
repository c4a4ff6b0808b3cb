import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of uploads, downloads, previews and conversions (registered by the app from the manifest). */
const zh = {
  'upload.filesNull': '文件列表为空（files is null）',
  'upload.empty': '不能上传空文件',
  'upload.nameInvalid': '文件名无效',
  'upload.typeNotAllowed': '此处不允许上传该类型的文件',
  'upload.extensionMismatch': '文件扩展名与文件类型不符',
  'upload.tooLarge': '文件超过了此处允许的大小',
  'upload.tooManyUnfinished': '您未完成的上传过多，请先完成或取消部分上传',
  'file.notFound': '文件不存在或已被删除',
  'file.pathInvalid': '文件路径无效',
  'file.deleted': '文件已删除',
  'download.needsNameAndPath': '下载需要文件名和路径',
  'conversion.queued': '已提交转换，完成后即可下载 PDF',
  'conversion.addressInvalid': '文件地址无效',
  'conversion.notUploaded': '文件尚未上传完成，不能转换',
  'conversion.notWord': '只有 Word 文档（.doc、.docx）可以转换为 PDF',
  'conversion.tooLarge': '超过 100 MB 的文档不能转换为 PDF',
  'conversion.unavailable': '服务器未安装 LibreOffice，无法转换为 PDF',
};

const en: Record<keyof typeof zh, string> = {
  'upload.filesNull': 'The file list is empty (files is null)',
  'upload.empty': 'An empty file cannot be uploaded',
  'upload.nameInvalid': 'The file name is not valid',
  'upload.typeNotAllowed': 'Files of this type cannot be uploaded here',
  'upload.extensionMismatch': 'The file name ending does not match the file type',
  'upload.tooLarge': 'The file is larger than allowed here',
  'upload.tooManyUnfinished': 'You have too many unfinished uploads; finish or cancel some first',
  'file.notFound': 'The file does not exist or has been deleted',
  'file.pathInvalid': 'The file path is not valid',
  'file.deleted': 'File deleted',
  'download.needsNameAndPath': 'Download needs a name and a path',
  'conversion.queued': 'Conversion requested; the PDF can be downloaded once it is ready',
  'conversion.addressInvalid': 'The file address is not valid',
  'conversion.notUploaded': 'The file has not finished uploading and cannot be converted',
  'conversion.notWord': 'Only Word documents (.doc, .docx) can be converted to PDF',
  'conversion.tooLarge': 'Documents over 100 MB cannot be converted to PDF',
  'conversion.unavailable': 'LibreOffice is not installed on the server, so documents cannot be converted to PDF',
};

export const filesMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
