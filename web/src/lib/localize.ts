import { findRoute, MENU_GROUP_TITLES, type RouteTitles, type Title } from '@app/contract';
import { currentLanguage } from './i18n';

/** The title in the chosen language; `own` is an owner's title of the same thing, '' where unset. */
export const pick = (title: Title, own?: Title) => {
  const language = currentLanguage() === 'en' ? 'en' : 'zh';
  return own?.[language] || title[language];
};

/**
 * Menu titles are stored in Chinese. A title still equal to its route's (or template group's) Chinese
 * title is shown in the chosen language, as the owner titled the page where it did (`own`); a title
 * an administrator changed in the menu is shown as written.
 */
export function localizeMenuTitle(title: string, path?: string, own?: RouteTitles): string {
  const route = path ? findRoute(path) : undefined;
  if (route && route.title.zh === title) return pick(route.title, own?.[route.name]);
  const group = MENU_GROUP_TITLES.find((g) => g.zh === title);
  return group ? pick(group) : title;
}

export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
