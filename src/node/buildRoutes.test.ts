import { describe, expect, it } from 'vitest';
import { routeKey, routesToBuild } from './buildRoutes';

describe('routesToBuild', () => {
  it('reads the pathnames, or null for every page', () => {
    expect(routesToBuild('')).toBeNull();
    expect(routesToBuild('/ /x/y/')).toEqual(new Set(['', 'x/y']));
  });

  it('takes a route with or without its slashes, and a page file by its name', () => {
    expect(new Set(['/a/b/', '/a/b', 'a/b'].map(routeKey))).toEqual(new Set(['a/b']));
    expect(routeKey('/404.html')).toBe(routeKey('/404'));
  });
});
