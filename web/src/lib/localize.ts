import { findRoute, MENU_GROUP_TITLES, type Title } from '@app/contract';
import { currentLanguage } from './i18n';

export const pick = (title: Title) => (currentLanguage() === 'en' ? title.en : title.zh);

/**
 * Menu titles are stored in Chinese. A title still equal to its route's (or template group's) Chinese
 * title is shown in the chosen language; a title an administrator changed is shown as written.
 */
export function localizeMenuTitle(title: string, path?: string): string {
  const route = path ? findRoute(path) : undefined;
  if (route && route.title.zh === title) return pick(route.title);
  const group = MENU_GROUP_TITLES.find((g) => g.zh === title);
  return group ? pick(group) : title;
}

export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
