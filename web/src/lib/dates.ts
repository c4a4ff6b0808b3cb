import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { i18n } from './i18n';

/** dayjs in the interface language; imported by the signed-in screens only, not the login page. */
const dayjsLocale = (language: string) => (language === 'en' ? 'en' : 'zh-cn');
dayjs.locale(dayjsLocale(i18n.language));
i18n.on('languageChanged', (language) => dayjs.locale(dayjsLocale(language)));

export { dayjs };
