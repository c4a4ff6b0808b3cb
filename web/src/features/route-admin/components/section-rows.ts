import { type RouteEntry, SECTIONS, type SectionDef } from '@app/contract';

/** A row of the route table: a section heading holding its pages, or one page. */
export interface RouteRow {
  key: string;
  section?: SectionDef;
  entry?: RouteEntry;
  children?: RouteRow[];
}

/** Pages under their sections, in the order of SECTIONS; sections without pages are left out. */
export function groupBySection(entries: RouteEntry[]): RouteRow[] {
  return SECTIONS.flatMap((section) => {
    const pages = entries.filter((entry) => entry.section === section.key);
    if (pages.length === 0) return [];
    return [{ key: `section:${section.key}`, section, children: pages.map((entry) => ({ key: entry.key, entry })) }];
  });
}

/** Whether the owner gave the page a title of its own in either language. */
export const isCustomized = (entry: RouteEntry) => entry.title_zh !== '' || entry.title_en !== '';
