import { addTexts, type FeatureTexts } from '../../lib/i18n';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

/**
 * The form engine's words (form.*), on its public face: the report types, conclusions and statuses
 * that report/, analysis/ and criterion/ name too.
 */
export const formTexts: FeatureTexts = { 'zh-CN': zhCN, en };
addTexts(formTexts);
