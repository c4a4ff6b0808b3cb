import { addTexts, type FeatureTexts } from '../../lib/i18n';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

/** The user table's words (users.*), which config-users/ names too (its account card is built of users/' fields). */
export const usersTexts: FeatureTexts = { 'zh-CN': zhCN, en };
addTexts(usersTexts);
