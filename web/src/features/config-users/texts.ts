import { addTexts } from '../../lib/i18n';
import { usersTexts } from '../users/public';
import en from './locales/en.json';
import zhCN from './locales/zh-CN.json';

// The account form and the password dialog come from the owner's user table (its face), with their
// words (adding them twice changes nothing).
addTexts(usersTexts);
addTexts({ 'zh-CN': zhCN, en });
