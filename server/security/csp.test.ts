import { describe, expect, it } from 'vitest';
import {
  buildContentSecurityPolicy,
  buildLiveFrameContentSecurityPolicy,
  originOf,
  thirdPartyConfigFromEnv,
} from './csp';
import {
  createSecurityHeaders,
  isBuiltAssetPath,
  isFullPageDemoPath,
  isLiveFramePath,
} from './securityHeaders';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split('; ').map((directive) => {
      const [name, ...sources] = directive.split(' ');
      return [name as string, sources];
    }),
  );
}

const HASH = "'sha256-abc='";

describe('buildContentSecurityPolicy', () => {
  it('is strict by default: self, the inline script hashes, nothing third-party', () => {
    const csp = directives(
      buildContentSecurityPolicy({ inlineScriptHashes: [HASH] }, { allowSameOriginFraming: false }),
    );
    expect(Object.fromEntries(csp)).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", HASH],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'frame-src': ["'self'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'", 'https://stackblitz.com', 'https://codesandbox.io'],
      'object-src': ["'none'"],
    });
  });

  it('lets full-page demos be framed by the same origin', () => {
    const csp = buildContentSecurityPolicy(
      { inlineScriptHashes: [] },
      { allowSameOriginFraming: true },
    );
    expect(directives(csp).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('adds the configured ad, analytics and feedback origins where they are used', () => {
    const csp = directives(
      buildContentSecurityPolicy(
        {
          inlineScriptHashes: [HASH],
          adScriptUrl: 'https://cdn.ads.example/ads.js?serve=1',
          adFeedUrl: 'https://feed.ads.example/v1/feed.json',
          gaMeasurementId: 'G-TEST',
          feedbackUrl: 'https://feedback.example/api/feedback',
        },
        { allowSameOriginFraming: false },
      ),
    );
    expect(csp.get('script-src')).toEqual([
      "'self'",
      HASH,
      'https://cdn.ads.example',
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
    ]);
    expect(csp.get('img-src')).toEqual([
      "'self'",
      'data:',
      'https://cdn.ads.example',
      'https://feed.ads.example',
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
    ]);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://feedback.example',
      'https://cdn.ads.example',
      'https://feed.ads.example',
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
    ]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('ignores a relative feedback URL (it is same-origin) and unusable values', () => {
    const csp = directives(
      buildContentSecurityPolicy(
        {
          inlineScriptHashes: [],
          feedbackUrl: '/api/feedback',
          adScriptUrl: 'javascript:alert(1)',
          adFeedUrl: 'not a url',
        },
        { allowSameOriginFraming: false },
      ),
    );
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
  });

  it('never contains a separator smuggled in through a URL', () => {
    const csp = buildContentSecurityPolicy(
      { inlineScriptHashes: [], adScriptUrl: "https://a.example/x; script-src 'unsafe-inline'" },
      { allowSameOriginFraming: false },
    );
    expect(directives(csp).get('script-src')).toEqual(["'self'", 'https://a.example']);
  });
});

describe('originOf', () => {
  it.each([
    ['https://a.example/path?q', 'https://a.example'],
    ['http://a.example:8080/', 'http://a.example:8080'],
    ['//cdn.example/x.js', 'https://cdn.example'],
    ['/relative', undefined],
    ['data:text/plain,hi', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%s → %s', (input, expected) => {
    expect(originOf(input)).toBe(expected);
  });
});

describe('thirdPartyConfigFromEnv', () => {
  it('reads the PUBLIC_* variables, treating blank as unset', () => {
    expect(
      thirdPartyConfigFromEnv({
        PUBLIC_AD_SCRIPT_URL: ' https://ads.example/s.js ',
        PUBLIC_AD_FEED_URL: '',
        PUBLIC_GA_MEASUREMENT_ID: 'G-1',
      }),
    ).toEqual({
      adScriptUrl: 'https://ads.example/s.js',
      adFeedUrl: undefined,
      gaMeasurementId: 'G-1',
      feedbackUrl: undefined,
    });
  });
});

describe('security headers', () => {
  it('recognises full-page demo paths', () => {
    expect(isFullPageDemoPath('/material-ui/getting-started/templates/dashboard/')).toBe(true);
    expect(isFullPageDemoPath('/joy-ui/getting-started/templates/')).toBe(true);
    expect(isFullPageDemoPath('/x/react-data-grid/full-page/')).toBe(true);
    expect(isFullPageDemoPath('/material-ui/react-button/')).toBe(false);
    expect(isFullPageDemoPath('/material-ui/templatesque/')).toBe(false);
  });

  it('sends DENY everywhere but SAMEORIGIN on full-page demos', () => {
    const headers = createSecurityHeaders({ inlineScriptHashes: [] });
    expect(headers.forPath('/')['x-frame-options']).toBe('DENY');
    expect(headers.forPath('/a/templates/b/')['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers.forPath('/')['permissions-policy']).toBe(
      'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    );
  });

  it('gives the live editor frame its own CSP, the only one that allows eval', () => {
    const headers = createSecurityHeaders({
      inlineScriptHashes: [HASH],
      adScriptUrl: 'https://ads.example.com/a.js',
      gaMeasurementId: 'G-1',
    });
    for (const path of ['/', '/material-ui/react-button/', '/a/templates/b/', '/_astro/x.js']) {
      expect(headers.forPath(path)['content-security-policy']).not.toContain('unsafe-eval');
    }
    const frame = headers.forPath('/live-frame/');
    const policy = directives(frame['content-security-policy']!);
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-eval'", HASH]);
    expect(policy.get('sandbox')).toEqual(['allow-scripts']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(frame['x-frame-options']).toBe('SAMEORIGIN');
    expect(frame['content-security-policy']).not.toMatch(/ads\.example|google/);
    expect(headers.forPath('/live-frame')).toBe(frame);
    expect(headers.forPath('/live-frame/index.html')).toBe(frame);
    expect(buildLiveFrameContentSecurityPolicy({ inlineScriptHashes: [] })).toContain(
      "script-src 'self' 'unsafe-eval';",
    );
  });

  it('recognises the live frame and built assets, and nothing that only looks like them', () => {
    expect(isLiveFramePath('/live-frame/')).toBe(true);
    expect(isLiveFramePath('/live-frame/other/')).toBe(false);
    expect(isLiveFramePath('/material-ui/live-frame/')).toBe(false);
    expect(isBuiltAssetPath('/_astro/client.abc.js')).toBe(true);
    expect(isBuiltAssetPath('/material-ui/_astro/x.js')).toBe(false);
  });

  it('lets any origin read built assets (the opaque-origin frame loads modules with CORS)', () => {
    const headers = createSecurityHeaders({ inlineScriptHashes: [] });
    expect(headers.forPath('/_astro/client.abc.js')['access-control-allow-origin']).toBe('*');
    expect(headers.forPath('/material-ui/react-button/')['access-control-allow-origin']).toBe(
      undefined,
    );
    expect(headers.forPath('/live-frame/')['access-control-allow-origin']).toBe(undefined);
  });
});
