import * as React from 'react';
import Stack from '@mui/material/Stack';
import {
  styled,
  ThemeProvider,
  useThemeProps,
  type ComponentsOverrides,
  type ComponentsProps,
  type ComponentsVariants,
  type Theme,
} from '@mui/material/styles';
// Types `theme.vars`, which holds the CSS variables when they are enabled.
import type {} from '@mui/material/themeCssVarsAugmentation';

interface StatProps {
  label: string;
  value: string;
  trend: string;
  variant?: 'filled' | 'outlined';
}

// Registers MuiStat in the theme types, like a built-in component.
declare module '@mui/material/styles' {
  interface ComponentNameToClassKey {
    MuiStat: 'root' | 'label' | 'value' | 'trend';
  }
  interface ComponentsPropsList {
    MuiStat: Partial<StatProps>;
  }
  interface Components {
    MuiStat?: {
      defaultProps?: ComponentsProps['MuiStat'];
      styleOverrides?: ComponentsOverrides<Theme>['MuiStat'];
      variants?: ComponentsVariants['MuiStat'];
    };
  }
}

type StatOwnerState = Required<Pick<StatProps, 'variant'>>;

const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  minWidth: 180,
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  boxShadow: theme.shadows[2],
  variants: [
    {
      props: { variant: 'outlined' },
      style: {
        boxShadow: 'none',
        border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      },
    },
  ],
}));

const StatLabel = styled('div', { name: 'MuiStat', slot: 'label' })(({ theme }) => ({
  ...theme.typography.body2,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h5,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const StatTrend = styled('div', { name: 'MuiStat', slot: 'trend' })(({ theme }) => ({
  ...theme.typography.caption,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Stat = React.forwardRef<HTMLDivElement, StatProps>(function Stat(inProps, ref) {
  // Defaults from theme.components.MuiStat.defaultProps, under the caller's props.
  const props = useThemeProps({ props: inProps, name: 'MuiStat' });
  const { label, value, trend, variant = 'filled' } = props;
  const ownerState = { variant };
  return (
    <StatRoot ref={ref} ownerState={ownerState}>
      <StatLabel>{label}</StatLabel>
      <StatValue>{value}</StatValue>
      <StatTrend>{trend}</StatTrend>
    </StatRoot>
  );
});

// The nested theme customizes Stat like any built-in component.
const statTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiStat: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: {
        root: { borderRadius: 16, borderInlineStart: '6px solid #2e7d32' },
        value: { letterSpacing: -0.5 },
      },
    },
  },
});

export default function StatComponent() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Stat label="Monthly revenue" value="€48,210" trend="+12% vs October" />
      <ThemeProvider theme={statTheme}>
        <Stat label="Active customers" value="1,284" trend="+38 this week" />
      </ThemeProvider>
    </Stack>
  );
}
