import { publicValues } from '../../config/publicVariables';

/**
 * The Vite `define` entry that inlines the `PUBLIC_*` variables of the build's environment into the
 * bundles (src/config/publicVariables.ts lists them and reads them back; Node code reads
 * `process.env`).
 */
export function publicDefines(
  environment: Readonly<Record<string, string | undefined>> = process.env,
): Record<string, string> {
  return { __PUBLIC_VALUES__: JSON.stringify(publicValues(environment)) };
}
