import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
// Types `theme.vars`, which holds the CSS variables when they are enabled.
import type {} from '@mui/material/themeCssVarsAugmentation';

// Defined once, outside the component: the style sheet is not rebuilt on each render.
// Scoped to a class so this demo does not restyle the page around it.
const articleStyles = (theme: Theme) => ({
  '.release-notes p': {
    ...theme.typography.subtitle1,
    fontWeight: 700,
    margin: 0,
  },
  '.release-notes a': {
    color: (theme.vars ?? theme).palette.primary.main,
    textUnderlineOffset: 3,
  },
  '.release-notes ul': { margin: theme.spacing(1, 0, 0), paddingInlineStart: theme.spacing(3) },
});

export default function GlobalStylesScoped() {
  return (
    <Box className="release-notes">
      <GlobalStyles styles={articleStyles} />
      {/* A paragraph, not a heading: the demo must not add an entry to the page's outline. */}
      <p>Release 4.2</p>
      <ul>
        <li>Invoices can be exported as CSV.</li>
        <li>
          The <a href="#release-notes-settings">settings page</a> remembers the last tab.
        </li>
        <li>Search results load twice as fast on large workspaces.</li>
      </ul>
    </Box>
  );
}
