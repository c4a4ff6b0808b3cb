import type { MessageCatalogue } from '../../platform/messages.js';

/** Texts of the charts. */
const zh = {
  'chart.invalid': '图表数据有误，无法绘制',
};

const en: Record<keyof typeof zh, string> = {
  'chart.invalid': 'The chart’s figures could not be drawn',
};

export const chartMessages: MessageCatalogue<keyof typeof zh> = { zh, en };

declare module '../../platform/messages.js' {
  interface ModuleMessageKeys extends Record<keyof typeof zh, true> {}
}
