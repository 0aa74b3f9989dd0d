import {
  buildContentSecurityPolicy,
  buildLiveFrameContentSecurityPolicy,
  LIVE_FRAME_PATH,
  type CspInput,
} from './csp';

export type SecurityHeaders = Readonly<Record<string, string>>;

/** Full-page demos and templates are shown inside same-origin iframes on docs pages. */
export function isFullPageDemoPath(pathname: string): boolean {
  return /\/(?:templates|full-page)(?:\/|$)/.test(pathname);
}

/** The live editor's frame document, with or without its trailing slash or index file. */
export function isLiveFramePath(pathname: string): boolean {
  const route = LIVE_FRAME_PATH.slice(0, -1);
  return (
    pathname === route ||
    pathname === LIVE_FRAME_PATH ||
    pathname === `${LIVE_FRAME_PATH}index.html`
  );
}

/**
 * Built scripts, styles and fonts. The live editor's frame has an opaque origin, so its module
 * scripts and fonts from here are cross-origin requests that need CORS; they are public files.
 */
export function isBuiltAssetPath(pathname: string): boolean {
  return pathname.startsWith('/_astro/');
}

const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), interest-cohort=()';

function headersFor(csp: string, frameOptions: 'DENY' | 'SAMEORIGIN'): SecurityHeaders {
  return {
    'content-security-policy': csp,
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': frameOptions,
    'permissions-policy': PERMISSIONS_POLICY,
  };
}

/** Builds both header sets once; `forPath` then only picks one per request. */
export function createSecurityHeaders(input: CspInput): {
  forPath: (pathname: string) => SecurityHeaders;
} {
  const standard = headersFor(
    buildContentSecurityPolicy(input, { allowSameOriginFraming: false }),
    'DENY',
  );
  const frameable = headersFor(
    buildContentSecurityPolicy(input, { allowSameOriginFraming: true }),
    'SAMEORIGIN',
  );
  const liveFrame = headersFor(buildLiveFrameContentSecurityPolicy(input), 'SAMEORIGIN');
  const asset = { ...standard, 'access-control-allow-origin': '*' };
  return {
    forPath: (pathname) =>
      isLiveFramePath(pathname)
        ? liveFrame
        : isBuiltAssetPath(pathname)
          ? asset
          : isFullPageDemoPath(pathname)
            ? frameable
            : standard,
  };
}
