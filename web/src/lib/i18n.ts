import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';
import zhCN from '../locales/zh-CN.json';

const STORAGE_KEY = 'language';

function storedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
}

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, en: { translation: en } },
  lng: storedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  interpolation: { escapeValue: false },
  returnObjects: true,
});

function applyLanguage(language: string) {
  document.documentElement.lang = language;
}
applyLanguage(i18n.language);
i18n.on('languageChanged', (language) => {
  localStorage.setItem(STORAGE_KEY, language);
  applyLanguage(language);
});

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'zh-CN');
/** Hebrew and Arabic read right to left (SPEC §4). */
export const isRtl = (language: string) => /^(he|ar)\b/.test(language);

export { i18n };
