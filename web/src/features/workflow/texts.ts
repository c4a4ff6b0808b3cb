import { addTexts } from '../../lib/i18n';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

/** The workflow screens' texts (`workflow.…`), loaded with their chunks. */
addTexts({ 'zh-CN': zhCN, en });
