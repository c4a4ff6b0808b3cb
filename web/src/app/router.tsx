import { ROUTES, type RouteDef } from '@app/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { SCREENS } from '../features';
import { connectNavigator } from '../lib/navigation';
import { isConfigOwner, useSessionStore } from '../stores/session';
import type { Screen } from './feature';
import { SessionGate } from './SessionGate';
import { SECTION_REDIRECTS } from './section-redirects';

export interface RouteHandle {
  route: RouteDef;
}

/**
 * Every route of the table needs a session and sits in its layout; its screen comes from the feature
 * manifests (features/index.ts). One whose screen has not been built yet shows the not-found page
 * there, with its breadcrumb.
 */
function screenRoute(route: RouteDef): RouteObject {
  const load = SCREENS[route.name];
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    lazy: load ? lazyScreen(load) : notFound,
  };
}

function lazyScreen(load: Screen) {
  return async () => ({ Component: (await load()).default });
}

const screens = (isConfig: boolean) =>
  ROUTES.filter((route) => route.requiresAuth !== false && Boolean(route.isConfig) === isConfig).map(screenRoute);

const sectionRedirects: RouteObject[] = SECTION_REDIRECTS.map(({ from, to }) => ({
  path: from,
  element: <Navigate to={to} replace />,
}));

/** The not-found page (with its large illustration) is fetched only when shown. */
const notFound = async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage });

/** The shell loads after the session check, so the login page does not carry it. */
const shell = (kind: 'default' | 'config') => async () => {
  const { DefaultShell, ConfigShell } = await import('./shell/ShellLayout');
  return { Component: kind === 'config' ? ConfigShell : DefaultShell };
};

function RootRedirect() {
  const toConfig = useSessionStore(isConfigOwner);
  return <Navigate to={toConfig ? '/config/home' : '/home'} replace />;
}

export const router = createBrowserRouter([
  // The login page stands outside the session gate and both layouts.
  { path: '/session/login', lazy: SCREENS.login ? lazyScreen(SCREENS.login) : notFound },
  {
    element: <SessionGate />,
    children: [
      { path: '/', element: <RootRedirect /> },
      ...sectionRedirects,
      { lazy: shell('default'), children: screens(false) },
      { lazy: shell('config'), children: screens(true) },
    ],
  },
  { path: '*', lazy: notFound },
]);

connectNavigator((to, options) => router.navigate(to, options));
