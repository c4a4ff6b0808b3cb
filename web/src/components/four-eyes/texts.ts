import { addTexts } from '../../lib/i18n';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

addTexts({ 'zh-CN': zhCN, en });
