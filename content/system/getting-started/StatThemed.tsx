import * as React from 'react';
import { styled, ThemeProvider, useThemeProps, type Theme } from '@mui/material/styles';

interface StatProps {
  label: string;
  value: React.ReactNode;
  variant?: 'outlined' | 'filled';
}

const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2, 3),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  color: theme.palette.text.secondary,
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })(({ theme }) => ({
  ...theme.typography.h5,
  color: theme.palette.text.primary,
}));

function Stat(inProps: StatProps) {
  const { label, value } = useThemeProps({ props: inProps, name: 'MuiStat' });
  return (
    <StatRoot>
      {label}
      <StatValue>{value}</StatValue>
    </StatRoot>
  );
}

/** Adds style overrides for MuiStat to the surrounding theme. */
function withStatOverrides(outer: Theme): Theme {
  const components = {
    ...outer.components,
    MuiStat: {
      styleOverrides: {
        root: ({ theme }: { theme: Theme }) => ({
          borderInlineStart: `4px solid ${theme.palette.primary.main}`,
          borderRadius: 0,
        }),
        value: { fontWeight: 700 },
      },
    },
  };
  return { ...outer, components: components as Theme['components'] };
}

export default function StatThemed() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Stat label="Default look" value="98.7%" />
      <ThemeProvider theme={withStatOverrides}>
        <Stat label="Themed with styleOverrides" value="98.7%" />
      </ThemeProvider>
    </div>
  );
}
