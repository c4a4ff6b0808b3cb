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

/** A feature's own texts, one object per language, merged under the shared `translation` namespace. */
export interface FeatureTexts {
  'zh-CN': Record<string, unknown>;
  en: Record<string, unknown>;
}

/**
 * Screens bring their texts with their lazy chunk (`features/<name>/texts.ts`), so the login page
 * does not carry the words of every screen. Call it at module level of the feature's texts file.
 */
export function addTexts(texts: FeatureTexts): void {
  i18n.addResourceBundle('zh-CN', 'translation', texts['zh-CN'], true, false);
  i18n.addResourceBundle('en', 'translation', texts.en, true, false);
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'zh-CN');
/** Hebrew and Arabic read right to left (SPEC §4). */
export const isRtl = (language: string) => /^(he|ar)\b/.test(language);

export { i18n };
