/** Visitor theme options: density, spacing, direction, colours and mode. */
export type Direction = 'ltr' | 'rtl';
export type PaletteMode = 'light' | 'dark';

export interface PaletteColors {
  primary?: string;
  secondary?: string;
}

export interface ThemeOptionsState {
  dense: boolean;
  direction: Direction;
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: PaletteMode;
}

export const DEFAULT_SPACING = 8;

export const defaultThemeOptions: ThemeOptionsState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
};

/**
 * Whether these options give the default docs theme, whose CSS variables every page already has
 * (src/shell/ThemeVariables.tsx): the options that shape the theme are all at their defaults.
 */
export function hasDefaultTheme(state: ThemeOptionsState): boolean {
  return (
    state.dense === defaultThemeOptions.dense &&
    state.direction === defaultThemeOptions.direction &&
    state.spacing === defaultThemeOptions.spacing &&
    !state.paletteColors.primary &&
    !state.paletteColors.secondary
  );
}

export type ThemeChange = Partial<
  Pick<ThemeOptionsState, 'paletteMode' | 'direction' | 'paletteColors'>
>;

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: ThemeChange };

export function themeReducer(state: ThemeOptionsState, action: ThemeAction): ThemeOptionsState {
  switch (action.type) {
    case 'SET_SPACING':
      return { ...state, spacing: action.payload };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: state.spacing - 1 };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE': {
      const next = { ...state, ...action.payload };
      const unchanged = (Object.keys(action.payload) as (keyof ThemeChange)[]).every(
        (key) => state[key] === next[key],
      );
      return unchanged ? state : next;
    }
    default:
      throw new Error(`Unrecognized theme action type: ${(action as { type: unknown }).type}`);
  }
}

const HEX_COLOR = /^#[0-9a-f]{6}$/i;

/** The persisted part of the options, validated field by field: garbage falls back to the default. */
export function parseStoredThemeOptions(raw: string | null): Partial<ThemeOptionsState> {
  if (!raw) return {};
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const stored = value as Record<string, unknown>;
  const result: Partial<ThemeOptionsState> = {};
  if (typeof stored.dense === 'boolean') result.dense = stored.dense;
  if (stored.direction === 'ltr' || stored.direction === 'rtl') result.direction = stored.direction;
  if (
    typeof stored.spacing === 'number' &&
    Number.isInteger(stored.spacing) &&
    stored.spacing >= 1 &&
    stored.spacing <= 32
  ) {
    result.spacing = stored.spacing;
  }
  if (typeof stored.paletteColors === 'object' && stored.paletteColors !== null) {
    const colors = stored.paletteColors as Record<string, unknown>;
    const paletteColors: PaletteColors = {};
    for (const key of ['primary', 'secondary'] as const) {
      const color = colors[key];
      if (typeof color === 'string' && HEX_COLOR.test(color)) paletteColors[key] = color;
    }
    result.paletteColors = paletteColors;
  }
  return result;
}

export function serialiseThemeOptions(state: ThemeOptionsState): string {
  const { dense, direction, spacing, paletteColors } = state;
  return JSON.stringify({ dense, direction, spacing, paletteColors });
}
