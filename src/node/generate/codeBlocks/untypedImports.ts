/** Imports a code block may make without the site having their types (./typeScriptChecker.ts). */

/**
 * Packages the pages show but the site does not install (frameworks, other styling libraries,
 * legacy MUI packages in migration guides). Their imports are left unresolved, so what a block
 * takes from them is `any`; as are stylesheet imports and a block's relative imports (`./theme`:
 * another file of the reader's project). `*` matches any rest of the specifier.
 */
export const UNPINNED_MODULES = [
  '@emotion/server/*',
  '@fontsource/*',
  '@material-ui/*',
  '@mui/material-nextjs/*',
  '@mui/material-pigment-css',
  '@mui/material-pigment-css/*',
  '@mui/styles',
  '@mui/styles/*',
  '@pigment-css/*',
  '@tanstack/react-router',
  '@testing-library/user-event',
  '@vitejs/plugin-react',
  'express',
  'lucide-react',
  'material-ui/*',
  'next',
  'next/*',
  'react-hook-form',
  'react-router-dom',
  'styled-components',
  'tss-react/mui',
  'vite',
];

/** Whether `specifier` is one a block may import without the site having its types. */
export function isUntypedImport(specifier: string): boolean {
  if (specifier.startsWith('./') || specifier.startsWith('../') || specifier.endsWith('.css')) {
    return true;
  }
  return UNPINNED_MODULES.some((name) =>
    name.endsWith('/*') ? specifier.startsWith(name.slice(0, -1)) : specifier === name,
  );
}
