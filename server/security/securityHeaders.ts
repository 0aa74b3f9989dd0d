import { buildContentSecurityPolicy, type CspInput } from './csp';

export type SecurityHeaders = Readonly<Record<string, string>>;

/** Full-page demos and templates are shown inside same-origin iframes on docs pages. */
export function isFullPageDemoPath(pathname: string): boolean {
  return /\/(?:templates|full-page)(?:\/|$)/.test(pathname);
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
  return {
    forPath: (pathname) => (isFullPageDemoPath(pathname) ? frameable : standard),
  };
}
