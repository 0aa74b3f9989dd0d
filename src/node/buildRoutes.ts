/**
 * `BUILD_ROUTES`: the pathnames to build, space-separated (`/ /404.html /system/getting-started/`),
 * for a build that needs only a few pages (the variant test build); empty: every page. The
 * page-data step makes only those routes' data, Astro renders only those pages and postbuild does
 * not check links (the pages link to others not built).
 */
export function routesToBuild(value = process.env.BUILD_ROUTES): Set<string> | null {
  const routes = (value ?? '').split(/\s+/).filter(Boolean);
  return routes.length ? new Set(routes.map(routeKey)) : null;
}

/** `/a/b/`, `/a/b` and `a/b` are one route; `/404.html` and `/404` too. */
export function routeKey(pathname: string): string {
  return pathname.replace(/\.html$/, '').replace(/^\/+|\/+$/g, '');
}
