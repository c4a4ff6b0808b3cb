import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/contract';
import type { BackendModule, ReadCallback } from 'i18next';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zhCN from '../locales/zh-CN.json';

const STORAGE_KEY = 'language';

function storedLanguage(): Language {
  const saved = localStorage.getItem(STORAGE_KEY);
  return (LANGUAGES as readonly string[]).includes(saved ?? '') ? (saved as Language) : DEFAULT_LANGUAGE;
}

/** English texts of features whose chunk loaded before English itself did; merged in when it does. */
const pendingEnglish: Record<string, unknown>[] = [];

/**
 * Chinese, the default, is bundled; English is fetched the first time it is needed, so the login page
 * does not carry both catalogues. i18next switches language only after this has answered.
 */
const lazyEnglish: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    if (language !== 'en') return callback(null, {});
    import('../locales/en.json').then(
      (module) => {
        i18n.addResourceBundle('en', 'translation', module.default, true, false);
        for (const texts of pendingEnglish.splice(0)) i18n.addResourceBundle('en', 'translation', texts, true, false);
        callback(null, i18n.getResourceBundle('en', 'translation'));
      },
      (error: unknown) => callback(error as Error, null),
    );
  },
};

/** Resolves once the stored language's texts are in; the app renders after it. */
export const i18nReady = i18n
  .use(lazyEnglish)
  .use(initReactI18next)
  .init({
    resources: { 'zh-CN': { translation: zhCN } },
    partialBundledLanguages: true,
    lng: storedLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    interpolation: { escapeValue: false },
    returnObjects: true,
    react: { useSuspense: false },
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
  if (i18n.hasResourceBundle('en', 'translation')) i18n.addResourceBundle('en', 'translation', texts.en, true, false);
  else pendingEnglish.push(texts.en);
}

export const currentLanguage = (): Language => (i18n.language === 'en' ? 'en' : 'zh-CN');
/** Hebrew and Arabic read right to left (SPEC §4). */
export const isRtl = (language: string) => /^(he|ar)\b/.test(language);

export { i18n };
