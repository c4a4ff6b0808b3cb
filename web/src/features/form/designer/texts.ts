import { addTexts } from '../../../lib/i18n';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

/** The designer's texts (`formDesigner.…`), loaded with its screen's chunk. */
addTexts({ 'zh-CN': zhCN, en });
