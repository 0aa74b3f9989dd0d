/**
 * Content-Security-Policy for the static site and its API. The only inline script allowed is one
 * whose hash was found in the exported HTML; third-party origins are added only when the matching
 * `PUBLIC_*` variable configures them.
 */

export interface ThirdPartyConfig {
  /** PUBLIC_AD_SCRIPT_URL: the ad network script, injected into pages. */
  adScriptUrl?: string;
  /** PUBLIC_AD_FEED_URL: the ad network's JSON feed. */
  adFeedUrl?: string;
  /** PUBLIC_GA_MEASUREMENT_ID: enables Google Analytics (gtag). */
  gaMeasurementId?: string;
  /** PUBLIC_FEEDBACK_URL: only matters when absolute (a separate feedback service). */
  feedbackUrl?: string;
}

export interface CspInput extends ThirdPartyConfig {
  /** `'sha256-…'` sources for the inline scripts in the exported HTML. */
  inlineScriptHashes: readonly string[];
}

export const GOOGLE_ANALYTICS_ORIGINS = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
] as const;

/** Where demos open their code in an online editor, by POSTing a form. */
export const DEMO_EDITOR_ORIGINS = ['https://stackblitz.com', 'https://codesandbox.io'] as const;

export function thirdPartyConfigFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): ThirdPartyConfig {
  return {
    adScriptUrl: env.PUBLIC_AD_SCRIPT_URL?.trim() || undefined,
    adFeedUrl: env.PUBLIC_AD_FEED_URL?.trim() || undefined,
    gaMeasurementId: env.PUBLIC_GA_MEASUREMENT_ID?.trim() || undefined,
    feedbackUrl: env.PUBLIC_FEEDBACK_URL?.trim() || undefined,
  };
}

/** The origin of an absolute http(s) URL (protocol-relative counts as https), else undefined. */
export function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const absolute = url.startsWith('//') ? `https:${url}` : url;
  if (!/^https?:\/\//i.test(absolute)) return undefined;
  try {
    return new URL(absolute).origin;
  } catch {
    return undefined;
  }
}

function defined(values: ReadonlyArray<string | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}

export interface CspOptions {
  /** Full-page demos are framed by the docs pages of the same site. */
  allowSameOriginFraming: boolean;
}

export function buildContentSecurityPolicy(input: CspInput, options: CspOptions): string {
  const adScript = originOf(input.adScriptUrl);
  const adFeed = originOf(input.adFeedUrl);
  const analytics = input.gaMeasurementId ? [...GOOGLE_ANALYTICS_ORIGINS] : [];
  const feedback = originOf(input.feedbackUrl);

  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...input.inlineScriptHashes, ...defined([adScript]), ...analytics]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', ...defined([adScript, adFeed]), ...analytics]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...defined([feedback, adScript, adFeed]), ...analytics]],
    ['frame-src', ["'self'"]],
    ['frame-ancestors', [options.allowSameOriginFraming ? "'self'" : "'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'", ...DEMO_EDITOR_ORIGINS]],
    ['object-src', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** The live editor's frame route (src/site/pages/live-frame.astro). */
export const LIVE_FRAME_PATH = '/live-frame/';

/**
 * The live editor's frame runs edited demo code, so it is the one document allowed to eval. The
 * `sandbox` directive gives it an opaque origin even when opened on its own: the code it runs can
 * reach neither the site's storage nor its cookies. Docs pages of the same site may frame it.
 */
export function buildLiveFrameContentSecurityPolicy(input: CspInput): string {
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", "'unsafe-eval'", ...input.inlineScriptHashes]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'none'"]],
    ['object-src', ["'none'"]],
    ['sandbox', ['allow-scripts']],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
