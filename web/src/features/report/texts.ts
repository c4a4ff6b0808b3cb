// The report types, conclusions and form statuses are the form engine's words (form.family.*,
// form.passFail.*, form.status.*): reused, not repeated.
import '../form/texts';
import { addTexts } from '../../lib/i18n';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

addTexts({ 'zh-CN': zhCN, en });
