import { SECTIONS } from '@app/contract';

/**
 * SPEC §2: a section's path (/control, /project, ...) leads to its first page. A first page whose
 * screen is not built yet shows the in-layout not-found page with its breadcrumb, so the redirect
 * does not wait for the screen.
 */
export const SECTION_REDIRECTS: readonly { from: string; to: string }[] = SECTIONS.flatMap((section) =>
  section.path && section.redirect ? [{ from: section.path, to: section.redirect }] : [],
);
