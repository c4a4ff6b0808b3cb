import { addTexts, type FeatureTexts } from '../../lib/i18n';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

/** The role feature's words (role.*), which authority/ names too (its matrix screen is role/'s). */
export const roleTexts: FeatureTexts = { 'zh-CN': zhCN, en };
addTexts(roleTexts);
