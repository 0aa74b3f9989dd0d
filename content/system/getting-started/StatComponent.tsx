import * as React from 'react';
import { styled, useThemeProps } from '@mui/system';

interface StatProps {
  label: string;
  value: React.ReactNode;
  variant?: 'outlined' | 'filled';
}

type StatOwnerState = Required<Pick<StatProps, 'variant'>>;

const StatRoot = styled('div', { name: 'MuiStat', slot: 'root' })<{
  ownerState: StatOwnerState;
}>(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2, 3),
  borderRadius: theme.shape.borderRadius,
  color: theme.palette.text.secondary,
  variants: [
    {
      props: { variant: 'outlined' },
      style: { border: `1px solid ${theme.palette.divider}` },
    },
    {
      props: { variant: 'filled' },
      style: { backgroundColor: theme.palette.action.hover },
    },
  ],
}));

const StatValue = styled('div', { name: 'MuiStat', slot: 'value' })(({ theme }) => ({
  fontSize: 24,
  fontWeight: 500,
  lineHeight: 1.3,
  color: theme.palette.text.primary,
}));

const Stat = React.forwardRef<HTMLDivElement, StatProps>(function Stat(inProps, ref) {
  const props = useThemeProps({ props: inProps, name: 'MuiStat' });
  const { label, value, variant = 'outlined', ...other } = props;
  const ownerState = { variant };
  return (
    <StatRoot ref={ref} ownerState={ownerState} {...other}>
      {label}
      <StatValue>{value}</StatValue>
    </StatRoot>
  );
});

export default function StatComponent() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
      <Stat label="Orders today" value="312" />
      <Stat label="Revenue" value="€24,870" variant="filled" />
    </div>
  );
}
