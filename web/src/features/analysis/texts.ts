import { addTexts } from '../../lib/i18n';
import { formTexts } from '../form/public';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

// The report types and conclusions are the form engine's words (form.family.*, form.passFail.*): taken
// from its face, not repeated (adding them twice changes nothing).
addTexts(formTexts);
addTexts({ 'zh-CN': zhCN, en });
