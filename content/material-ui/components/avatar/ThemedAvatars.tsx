import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) in the style callbacks below.
import type {} from '@mui/material/themeCssVarsAugmentation';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const components: ThemeOptions['components'] = {
  MuiAvatar: {
    defaultProps: { variant: 'rounded' },
    styleOverrides: {
      colorDefault: ({ theme }) => ({
        color: (theme.vars ?? theme).palette.primary.contrastText,
        backgroundColor: (theme.vars ?? theme).palette.primary.main,
      }),
    },
  },
  // The group hands its own variant (circular by default) to every avatar inside it.
  MuiAvatarGroup: { defaultProps: { max: 4, variant: 'rounded' } },
};

// Theme['components'] types the style callbacks with a theme that has no `vars`, although
// the page's theme has them at run time: the cast only bridges the two types.
const withAvatarDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...(components as Theme['components']) },
});

const crew = [
  'Aiko Tanaka',
  'Bruno Costa',
  'Chidi Okafor',
  'Dana Weiss',
  'Emil Sørensen',
  'Fatima Zahra',
];
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function ThemedAvatars() {
  return (
    <ThemeProvider theme={withAvatarDefaults}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Stack direction="row" spacing={1}>
          {crew.slice(0, 3).map((name) => (
            <Avatar key={name} aria-label={name} role="img">
              {initials(name)}
            </Avatar>
          ))}
        </Stack>
        {/* Six people, max 4 from the theme: three avatars and a "+3". */}
        <AvatarGroup>
          {crew.map((name) => (
            <Avatar key={name} aria-label={name} role="img">
              {initials(name)}
            </Avatar>
          ))}
        </AvatarGroup>
      </Stack>
    </ThemeProvider>
  );
}
