import { describe, expect, it } from 'vitest';
import { findRoute, matchRoute, ROUTES, routeByName, SECTIONS, sectionOf } from './routes.js';

describe('the route table', () => {
  it('has unique names and unique paths', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('puts every route in a section that exists', () => {
    const keys = new Set(SECTIONS.map((s) => s.key));
    for (const route of ROUTES) expect(keys.has(route.section), route.name).toBe(true);
    expect(new Set(SECTIONS.map((s) => s.key)).size).toBe(SECTIONS.length);
  });

  it('redirects each section to a route of the table', () => {
    for (const section of SECTIONS.filter((s) => s.redirect)) {
      expect(findRoute(section.redirect ?? '')?.section, section.key).toBe(section.key);
    }
  });

  it('keeps the spec spellings, such as /equiment/produce-info', () => {
    expect(routeByName('equipment-produce-info')?.path).toBe('/equiment/produce-info');
    expect(findRoute('/equiment/produce-info')?.name).toBe('equipment-produce-info');
  });

  it('marks only configuration-section routes as config, and the login page as public', () => {
    for (const route of ROUTES) expect(route.isConfig === true, route.name).toBe(route.section === 'config');
    expect(routeByName('login')?.requiresAuth).toBe(false);
    expect(routeByName('home')?.requiresAuth).not.toBe(false);
  });

  it('finds routes by name and sections by key', () => {
    expect(routeByName('home')?.path).toBe('/home');
    expect(routeByName('no-such-route')).toBeUndefined();
    expect(sectionOf('config').redirect).toBe('/config/home');
    expect(() => sectionOf('nope' as never)).toThrow(/unknown section/);
  });
});

describe('matchRoute', () => {
  it.each([
    ['/home', '/home', true],
    ['/home', '/home?tab=1', true],
    ['/home', '/homes', false],
    ['/control/assign/:id/:name', '/control/assign/7/张三', true],
    ['/control/assign/:id/:name', '/control/assign/7', false],
    ['/control/assign/:id/:name', '/control/assign//张三', false],
    ['/control/assign/:id/:name', '/control/assign/7/张三/more', false],
    ['/project/engineering/detail/:type/:gid/:pid', '/project/engineering/detail/a/1/2', true],
  ])('matches %s against %s: %s', (pattern, path, expected) => {
    expect(matchRoute(pattern, path)).toBe(expected);
  });

  it('finds the route of a concrete path with parameters', () => {
    expect(findRoute('/config/users/edit/12')?.name).toBe('config-user-edit');
    expect(findRoute('/nowhere')).toBeUndefined();
  });
});
