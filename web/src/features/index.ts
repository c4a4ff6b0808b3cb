import type { BuiltPage, PageKey } from '@app/contract';
import type { Screen, ScreenKeyOf, WebFeature } from '../app/feature';
import { accountFeature } from './account';
import { analysisFeature } from './analysis';
import { assignFeature } from './assign';
import { auditFeature } from './audit';
import { authorityFeature } from './authority';
import { configOwnerFeature } from './config-owner';
import { configUsersFeature } from './config-users';
import { criterionFeature } from './criterion';
import { deviceFeature } from './device';
import { dictionaryFeature } from './dictionary';
import { equipmentFeature } from './equipment';
import { filesFeature } from './files';
import { findingFeature } from './finding';
import { formFeature } from './form';
import { homeFeature } from './home';
import { inboxFeature } from './inbox';
import { inspectionCategoryFeature } from './inspection-category';
import { inspectionUnitFeature } from './inspection-unit';
import { lawFeature } from './law';
import { menuAdminFeature } from './menu-admin';
import { newsFeature } from './news';
import { onlineFeature } from './online';
import { organizationFeature } from './organization';
import { planFeature } from './plan';
import { productionFeature } from './production';
import { projectFeature } from './project';
import { reportFeature } from './report';
import { reviewFeature } from './review';
import { roleFeature } from './role';
import { routeAdminFeature } from './route-admin';
import { sessionFeature } from './session';
import { usersFeature } from './users';
import { workflowFeature } from './workflow';

/**
 * Every feature that has screens, once (README.md). Only the app (the router and its tests) imports
 * this list; a feature never does. A feature without a screen (the to-do panel of the shell) is not
 * listed.
 */
export const FEATURES = [
  homeFeature,
  accountFeature,
  auditFeature,
  onlineFeature,
  roleFeature,
  authorityFeature,
  assignFeature,
  routeAdminFeature,
  menuAdminFeature,
  configOwnerFeature,
  organizationFeature,
  dictionaryFeature,
  filesFeature,
  formFeature,
  workflowFeature,
  deviceFeature,
  inspectionCategoryFeature,
  inspectionUnitFeature,
  projectFeature,
  equipmentFeature,
  usersFeature,
  configUsersFeature,
  sessionFeature,
  productionFeature,
  inboxFeature,
  reviewFeature,
  reportFeature,
  planFeature,
  analysisFeature,
  lawFeature,
  criterionFeature,
  findingFeature,
  newsFeature,
] as const satisfies readonly WebFeature[];

/** Page key to its lazy screen, gathered from the manifests (features.test.ts: no key twice). */
export const SCREENS: Partial<Record<PageKey, Screen>> = Object.assign({}, ...FEATURES.map((f) => f.screens));

/** The page keys that have a screen in some manifest. */
export type ScreenKey = ScreenKeyOf<(typeof FEATURES)[number]>;

// The contract's BUILT_PAGES and the manifests agree both ways, or this does not compile (the error
// names the keys found on one side only; features.test.ts says it again at run time): the server
// offers exactly the pages that have a screen. Declare manifests with `satisfies WebFeature` so
// their keys stay literal and count here.
type Disagreement<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never]
  ? true
  : { screenWithoutBuiltPage: Exclude<A, B>; builtPageWithoutScreen: Exclude<B, A> };
type Agrees<T extends true> = T;
export type ScreensMatchBuiltPages = Agrees<Disagreement<ScreenKey, BuiltPage>>;
