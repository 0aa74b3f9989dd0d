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

interface QuotaProps {
  label: string;
  used: number;
  limit: number;
  unit?: string;
  size?: 'small' | 'medium';
}

// Registers AcmeQuota in the theme types, like a built-in component.
declare module '@mui/material/styles' {
  interface ComponentNameToClassKey {
    AcmeQuota: 'root' | 'label' | 'track' | 'fill' | 'caption';
  }
  interface ComponentsPropsList {
    AcmeQuota: Partial<QuotaProps>;
  }
  interface Components {
    AcmeQuota?: {
      defaultProps?: ComponentsProps['AcmeQuota'];
      styleOverrides?: ComponentsOverrides<Theme>['AcmeQuota'];
      variants?: ComponentsVariants['AcmeQuota'];
    };
  }
}

interface QuotaOwnerState {
  size: 'small' | 'medium';
  nearLimit: boolean;
}

const QuotaRoot = styled('div', { name: 'AcmeQuota', slot: 'root' })<{
  ownerState: QuotaOwnerState;
}>(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(1),
  minWidth: 220,
  padding: theme.spacing(2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  variants: [
    { props: { size: 'small' }, style: { gap: theme.spacing(0.5), padding: theme.spacing(1) } },
  ],
}));

const QuotaLabel = styled('div', { name: 'AcmeQuota', slot: 'label' })(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  color: (theme.vars ?? theme).palette.text.primary,
}));

const QuotaTrack = styled('div', { name: 'AcmeQuota', slot: 'track' })(({ theme }) => ({
  height: 8,
  borderRadius: 4,
  overflow: 'hidden',
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
}));

const QuotaFill = styled('div', { name: 'AcmeQuota', slot: 'fill' })<{
  ownerState: QuotaOwnerState;
}>(({ theme }) => ({
  height: '100%',
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  variants: [
    {
      props: ({ ownerState }) => ownerState.nearLimit,
      style: { backgroundColor: (theme.vars ?? theme).palette.warning.main },
    },
  ],
}));

const QuotaCaption = styled('div', { name: 'AcmeQuota', slot: 'caption' })(({ theme }) => ({
  ...theme.typography.caption,
  color: (theme.vars ?? theme).palette.text.secondary,
}));

const Quota = React.forwardRef<HTMLDivElement, QuotaProps>(function Quota(inProps, ref) {
  // Defaults from theme.components.AcmeQuota.defaultProps, under the caller's props.
  const props = useThemeProps({ props: inProps, name: 'AcmeQuota' });
  const { label, used, limit, unit = 'GB', size = 'medium' } = props;
  const labelId = React.useId();
  const ownerState = { size, nearLimit: used / limit >= 0.8 };
  return (
    <QuotaRoot ref={ref} ownerState={ownerState}>
      <QuotaLabel id={labelId}>{label}</QuotaLabel>
      <QuotaTrack
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={limit}
        aria-valuenow={used}
        aria-valuetext={`${used} of ${limit} ${unit}`}
      >
        <QuotaFill
          ownerState={ownerState}
          style={{ width: `${Math.min(100, (used / limit) * 100)}%` }}
        />
      </QuotaTrack>
      <QuotaCaption>
        {used} of {limit} {unit} used
      </QuotaCaption>
    </QuotaRoot>
  );
});

// The nested theme customizes Quota like any built-in component.
const quotaTheme = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    AcmeQuota: {
      defaultProps: { size: 'small', unit: 'seats' },
      styleOverrides: {
        root: { borderStyle: 'dotted', borderWidth: 2 },
        track: { height: 4 },
      },
    },
  },
});

export default function QuotaMeter() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Quota label="Cloud storage" used={17.2} limit={20} />
      <ThemeProvider theme={quotaTheme}>
        <Quota label="Team seats" used={9} limit={25} />
      </ThemeProvider>
    </Stack>
  );
}
