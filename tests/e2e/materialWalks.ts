/**
 * Which e2e file walks which Material UI pages: each page is walked once, by the file that also
 * tests its section's behaviour, and allPages.e2e.ts walks the rest (the component pages).
 */
import type { SitePage } from '../../src/node/generate/siteIndex';

export const TEMPLATES_ROUTE = '/material-ui/getting-started/templates/';

const CUSTOMIZATION_FOLDERS = [
  'content/material-ui/customization/',
  'content/material-ui/experimental-api/',
];

/** Getting-started, guide, integration, migration and discover-more pages (materialGuides). */
export const GUIDE_ROUTES = [
  '/material-ui/getting-started/usage/',
  '/material-ui/getting-started/example-projects/',
  '/material-ui/getting-started/learn/',
  '/material-ui/getting-started/design-resources/',
  '/material-ui/getting-started/faq/',
  '/material-ui/getting-started/supported-components/',
  '/material-ui/getting-started/supported-platforms/',
  '/material-ui/getting-started/support/',
  '/material-ui/guides/minimizing-bundle-size/',
  '/material-ui/guides/server-rendering/',
  '/material-ui/guides/testing/',
  '/material-ui/guides/localization/',
  '/material-ui/guides/api/',
  '/material-ui/guides/typescript/',
  '/material-ui/guides/composition/',
  '/material-ui/guides/content-security-policy/',
  '/material-ui/integrations/routing/',
  '/material-ui/integrations/styled-components/',
  '/material-ui/integrations/interoperability/',
  '/material-ui/integrations/theme-scoping/',
  '/material-ui/migration/migrating-from-deprecated-apis/',
  '/material-ui/migration/migration-grid-v2/',
  '/material-ui/migration/migration-v4/',
  '/material-ui/migration/v5-style-changes/',
  '/material-ui/migration/v5-component-changes/',
  '/material-ui/migration/migrating-from-jss/',
  '/material-ui/migration/troubleshooting/',
  '/material-ui/migration/migration-v3/',
  '/material-ui/migration/migration-v0x/',
  '/material-ui/discover-more/showcase/',
  '/material-ui/discover-more/related-projects/',
  '/material-ui/discover-more/roadmap/',
  '/material-ui/discover-more/vision/',
  '/material-ui/discover-more/changelog/',
  '/material-ui/design-resources/material-ui-for-figma/',
  '/material-ui/design-resources/material-ui-sync/',
];

export const isGuidePage = (page: SitePage): boolean => GUIDE_ROUTES.includes(page.route);

export const isCustomizationPage = (page: SitePage): boolean =>
  CUSTOMIZATION_FOLDERS.some((folder) => page.file.startsWith(folder));

export const isTemplatesPage = (page: SitePage): boolean => page.route === TEMPLATES_ROUTE;

/** Pages no section file walks: the component pages and the rest of getting started. */
export const isOtherPage = (page: SitePage): boolean =>
  !isGuidePage(page) && !isCustomizationPage(page) && !isTemplatesPage(page);
