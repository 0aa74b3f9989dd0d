/**
 * The `PUBLIC_*` variables: site configuration read at build time and inlined into the browser
 * code (src/config/siteConfig.ts reads them; the README's configuration table describes each).
 * This list is the only place that names them: the Astro config inlines exactly these.
 */
export const PUBLIC_VARIABLES = [
  'PUBLIC_SITE_URL',
  'PUBLIC_SOURCE_REPOSITORY_URL',
  'PUBLIC_PRODUCTION_HOST',
  'PUBLIC_FEEDBACK_URL',
  'PUBLIC_AD_SCRIPT_URL',
  'PUBLIC_AD_FEED_URL',
  'PUBLIC_GA_MEASUREMENT_ID',
  'PUBLIC_MUI_X_LICENSE_KEY',
  'PUBLIC_CHATGPT_URL',
  'PUBLIC_CLAUDE_URL',
] as const;

export type PublicVariable = (typeof PUBLIC_VARIABLES)[number];

export type PublicValues = Partial<Record<PublicVariable, string>>;

/** The values set in an environment, as the bundles get them (unset variables are left out). */
export function publicValues(
  environment: Readonly<Record<string, string | undefined>>,
): PublicValues {
  const values: PublicValues = {};
  for (const name of PUBLIC_VARIABLES) {
    const value = environment[name];
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * Replaced in bundled code by the values of the build's environment (`define` in
 * src/node/astro/publicDefines.ts); Node code (build steps, server, tests) has no replacement and
 * reads `process.env`.
 */
declare const __PUBLIC_VALUES__: PublicValues | undefined;

export function publicVariable(name: PublicVariable): string | undefined {
  return typeof __PUBLIC_VALUES__ === 'undefined' ? process.env[name] : __PUBLIC_VALUES__[name];
}
