import { webAppPagePatterns } from '@auction/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './router';

/** Every full path the router renders a page for, its catch-all not-found routes left out. */
function pagePatterns(routes: RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    if (route.path === '*') return [];
    const path = route.path ? `${parent}/${route.path}` : parent;
    const own = route.index || (route.path && !route.children) ? [path || '/'] : [];
    return [...own, ...pagePatterns(route.children ?? [], path)];
  });
}

describe('the router', () => {
  it('has exactly the pages the server answers 200 for; every other path is a 404', () => {
    expect(pagePatterns(appRoutes).sort()).toEqual([...webAppPagePatterns].sort());
  });
});
