import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of device kinds and their process routes. */
const zh = {
  'device.codePattern': '代号须以字母或数字开头，只能包含字母、数字、短横线和下划线（至多 32 位）',
  'device.nameTaken': '已有同名装置',
  'device.processTwice': '同一装置的工序不能重名',
  'device.tooManyProcesses': '一个装置至多 100 道工序',
  'device.inUse': '该装置已有设备使用，不能删除',
  'device.saved': '已保存',
  'device.deleted': '已删除',
  'device.importNone': '请选择要导入的装置',
  'device.importUnknown': '所选装置不在平台默认装置中，请刷新后重试',
  'device.notForConfig': '平台配置中心的装置即平台默认，无需导入',
  'device.imported': '已导入 {added} 个装置，跳过 {skipped} 个同名装置',
};

const en: Record<keyof typeof zh, string> = {
  'device.codePattern': 'The code starts with a letter or digit and has at most 32 letters, digits, - or _',
  'device.nameTaken': 'A device with this name already exists',
  'device.processTwice': 'Two steps of one device cannot share a name',
  'device.tooManyProcesses': 'A device has at most 100 process steps',
  'device.inUse': 'Equipment of this device kind exists, so it cannot be deleted',
  'device.saved': 'Saved',
  'device.deleted': 'Deleted',
  'device.importNone': 'Choose the devices to import',
  'device.importUnknown': 'A chosen device is not among the platform defaults; refresh and try again',
  'device.notForConfig': "The configuration centre's devices are the platform defaults; there is nothing to import",
  'device.imported': '{added} devices imported, {skipped} skipped as their names are in use',
};

export const deviceMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
