import { type RouteDef, sectionOf } from '@app/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { pick } from '../../lib/localize';
import type { RouteHandle } from '../router';
import { useRouteTitles } from './useRouteTitles';

export interface PageTitle {
  route: RouteDef;
  /** The section's title, and its path where it has one (it leads to the section's first page). */
  section: { title: string; path: string | null };
  /** The page's title: the owner's own where set, else the route table's. */
  page: string;
}

/** The current page's section and title in the chosen language, as the breadcrumb shows them. */
export function usePageTitle(): PageTitle | undefined {
  useTranslation(); // titles follow the chosen language
  const ownTitles = useRouteTitles();
  const route = useMatches()
    .map((m) => (m.handle as RouteHandle | undefined)?.route)
    .find(Boolean);
  if (!route) return undefined;
  const section = sectionOf(route.section);
  return {
    route,
    section: { title: pick(section.title), path: section.path },
    page: pick(route.title, ownTitles?.[route.name]),
  };
}

/** `<page> - <app name>` for the browser tab; the app's name alone where there is no page title. */
export const documentTitle = (page: string | undefined, appName: string) => (page ? `${page} - ${appName}` : appName);

/** The browser tab follows the page title; leaving the signed-in pages puts the app's name back. */
export function useDocumentTitle(page: string | undefined) {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = documentTitle(page, appName);
    return () => {
      document.title = appName;
    };
  }, [page, appName]);
}
