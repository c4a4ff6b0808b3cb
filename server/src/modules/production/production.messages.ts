import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of production information. */
const zh = {
  'production.tooManyPhotos': '每道工序最多保存 12 张照片',
  'production.stepUnknown': '须为该设备所属装置的工序',
  'production.saved': '已保存',
};

const en: Record<keyof typeof zh, string> = {
  'production.tooManyPhotos': 'A step keeps at most 12 photos',
  'production.stepUnknown': "Must be a process step of the equipment's device kind",
  'production.saved': 'Saved',
};

export const productionMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
