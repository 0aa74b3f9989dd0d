/** The part of a Vite plugin this one uses. */
interface TransformPlugin {
  name: string;
  transform(code: string, id: string): { moduleSideEffects: false } | null;
}

/**
 * hoist-non-react-statics is CommonJS, so Rollup keeps it, and the old react-is it requires (1.3 KB
 * gzip in every island), although only Emotion's withTheme calls it and nothing calls that. Its
 * module bodies only define values.
 */
export function sideEffectFreePackages(): TransformPlugin {
  return {
    name: 'side-effect-free-packages',
    transform(_code, id) {
      return id.includes('/node_modules/hoist-non-react-statics/')
        ? { moduleSideEffects: false }
        : null;
    },
  };
}
