/**
 * Build-time Tailwind (Node only): the CSS for exactly the classes a Tailwind demo variant uses.
 * No preflight, so the site's own styles are untouched; `dark:` classes follow the site's colour
 * mode attribute. The page links the file only while the Tailwind variant is shown.
 */
import postcss from 'postcss';
import tailwindcss from 'tailwindcss';
import { MATERIAL_SCHEME_ATTRIBUTE } from '@/model/colorSchemeAttributes';

const INPUT = '@tailwind base;\n@tailwind components;\n@tailwind utilities;\n';

/** Compiles the utilities used by `files` (absolute paths of .tsx/.ts sources) to minified CSS. */
export async function compileTailwindCss(files: string[]): Promise<string> {
  const plugin = tailwindcss({
    content: files,
    corePlugins: { preflight: false },
    darkMode: ['selector', `[${MATERIAL_SCHEME_ATTRIBUTE}="dark"]`],
    theme: { extend: {} },
  });
  const result = await postcss([plugin]).process(INPUT, { from: undefined });
  return result.css;
}
