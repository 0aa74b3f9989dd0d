/**
 * The address a minified MUI error links to (`/production-error/?code=N&args[]=…`), read safely:
 * the page is public and its query comes from anywhere.
 */
export type ProductionErrorQuery =
  | { kind: 'none' }
  | { kind: 'invalid'; reason: string }
  | { kind: 'code'; code: number; args: string[] };

/** Codes are small integers; more digits than this is not a code. */
const MAX_CODE_DIGITS = 6;
/** Enough for any message the packages have (the most takes 2); more is not an MUI error link. */
export const MAX_ARGS = 20;
/** One argument is a colour, a name or a serialised value: this is plenty. */
export const MAX_ARG_LENGTH = 2000;

export function readProductionErrorQuery(search: string): ProductionErrorQuery {
  const params = new URLSearchParams(search);
  const codes = params.getAll('code');
  if (codes.length === 0) return { kind: 'none' };
  if (codes.length > 1) return { kind: 'invalid', reason: 'more than one code' };
  const code = codes[0]!.trim();
  if (!new RegExp(`^\\d{1,${MAX_CODE_DIGITS}}$`).test(code)) {
    return { kind: 'invalid', reason: `"${code.slice(0, 40)}" is not a number` };
  }
  const args = params.getAll('args[]');
  if (args.length > MAX_ARGS) {
    return { kind: 'invalid', reason: `${args.length} arguments (at most ${MAX_ARGS})` };
  }
  if (args.some((arg) => arg.length > MAX_ARG_LENGTH)) {
    return { kind: 'invalid', reason: `an argument over ${MAX_ARG_LENGTH} characters` };
  }
  return { kind: 'code', code: Number(code), args };
}

/**
 * A message with its `%s` holes filled from the arguments, in order. A hole without an argument
 * stays `%s`; `missing` and `extra` say how far the address and the message disagree.
 */
export function fillProductionError(
  template: string,
  args: readonly string[],
): { text: string; missing: number; extra: number } {
  let used = 0;
  let missing = 0;
  const text = template.replace(/%s/g, () => {
    if (used < args.length) return args[used++]!;
    missing += 1;
    return '%s';
  });
  return { text, missing, extra: args.length - used };
}
