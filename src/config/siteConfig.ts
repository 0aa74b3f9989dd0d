import { publicVariable } from './publicVariables';

/**
 * Site configuration read from `PUBLIC_*` variables at build time (./publicVariables.ts lists them
 * and says how the browser code gets them).
 * Every external address has a working default; an empty string means "not configured".
 * The README's configuration table lists each variable.
 */
export interface SiteConfig {
  /** Canonical origin of the deployed site, used for canonical URLs and the sitemap. */
  siteUrl: string;
  /** Repository URL for "Edit this page" links (…/blob/main/<path>). */
  sourceRepositoryUrl: string;
  /** Host name on which the service worker registers; empty disables it. */
  productionHost: string;
  /** Feedback endpoint; defaults to the built-in server's API. */
  feedbackUrl: string;
  /** Ad network script URL and JSON feed URL; empty shows in-house ads only. */
  adScriptUrl: string;
  adFeedUrl: string;
  /** Google Analytics measurement id; empty loads and sends nothing. */
  gaMeasurementId: string;
  /** MUI X licence key for the Pro and Premium grids. */
  muiXLicenseKey: string;
  /** "Open in ChatGPT" / "Open in Claude": the assistant's address, the prompt appended URL-encoded. */
  chatGptUrl: string;
  claudeUrl: string;
}

function env(value: string | undefined, fallback: string): string {
  return value === undefined ? fallback : value.trim();
}

export const siteConfig: SiteConfig = {
  siteUrl: env(publicVariable('PUBLIC_SITE_URL'), 'http://localhost:3000').replace(/\/+$/, ''),
  sourceRepositoryUrl: env(
    publicVariable('PUBLIC_SOURCE_REPOSITORY_URL'),
    'https://github.com/mui-docs-site/mui-docs-site',
  ).replace(/\/+$/, ''),
  productionHost: env(publicVariable('PUBLIC_PRODUCTION_HOST'), ''),
  feedbackUrl: env(publicVariable('PUBLIC_FEEDBACK_URL'), '/api/feedback'),
  adScriptUrl: env(publicVariable('PUBLIC_AD_SCRIPT_URL'), ''),
  adFeedUrl: env(publicVariable('PUBLIC_AD_FEED_URL'), ''),
  gaMeasurementId: env(publicVariable('PUBLIC_GA_MEASUREMENT_ID'), ''),
  muiXLicenseKey: env(publicVariable('PUBLIC_MUI_X_LICENSE_KEY'), ''),
  chatGptUrl: env(publicVariable('PUBLIC_CHATGPT_URL'), 'https://chatgpt.com/?q='),
  claudeUrl: env(publicVariable('PUBLIC_CLAUDE_URL'), 'https://claude.ai/new?q='),
};
