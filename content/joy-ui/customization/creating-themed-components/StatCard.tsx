import * as React from 'react';
import Box from '@mui/joy/Box';
import { styled } from '@mui/joy/styles';
import type { ColorPaletteProp, VariantProp } from '@mui/joy/styles';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import TrendingUpRounded from '@mui/icons-material/TrendingUpRounded';

interface StatOwnerState {
  variant: VariantProp;
  color: ColorPaletteProp;
}

// Each part is a styled element that reads only theme tokens.
const StatRoot = styled('div')<{ ownerState: StatOwnerState }>(({ theme, ownerState }) => ({
  ...theme.variants[ownerState.variant][ownerState.color],
  display: 'grid',
  gap: theme.spacing(0.5),
  padding: theme.spacing(2),
  minWidth: 160,
  borderRadius: theme.vars.radius.md,
}));

const StatLabel = styled('div')(({ theme }) => ({
  ...theme.typography['body-xs'],
  color: 'inherit',
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
}));

const StatValue = styled('div')(({ theme }) => ({
  ...theme.typography.h3,
  color: 'inherit',
  fontVariantNumeric: 'tabular-nums',
}));

const StatTrend = styled('div')(({ theme }) => ({
  ...theme.typography['body-sm'],
  color: 'inherit',
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(0.5),
}));

function Stat({
  label,
  value,
  trend,
  variant = 'soft',
  color = 'neutral',
}: {
  label: string;
  value: string;
  trend: number;
  variant?: VariantProp;
  color?: ColorPaletteProp;
}) {
  return (
    <StatRoot ownerState={{ variant, color }}>
      <StatLabel>{label}</StatLabel>
      <StatValue>{value}</StatValue>
      <StatTrend>
        {trend >= 0 ? (
          <TrendingUpRounded fontSize="small" />
        ) : (
          <TrendingDownRounded fontSize="small" />
        )}
        {trend >= 0 ? '+' : ''}
        {trend}% this month
      </StatTrend>
    </StatRoot>
  );
}

export default function StatCard() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
      <Stat label="Revenue" value="$48.2k" trend={12} variant="solid" color="primary" />
      <Stat label="Refunds" value="31" trend={-4} variant="soft" color="danger" />
      <Stat label="Customers" value="1,204" trend={3} variant="outlined" />
    </Box>
  );
}
