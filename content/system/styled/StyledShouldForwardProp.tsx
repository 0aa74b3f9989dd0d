import * as React from 'react';
import { styled } from '@mui/system';

interface PillProps {
  // A styling prop: it must not reach the DOM, where it would become a stray attribute.
  tone?: 'neutral' | 'positive' | 'negative';
}

const Pill = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone',
})<PillProps>(({ theme }) => ({
  display: 'inline-block',
  padding: theme.spacing(0.25, 1),
  borderRadius: 999,
  fontSize: 13,
  border: '1px solid',
  color: theme.palette.text.primary,
  borderColor: theme.palette.divider,
  variants: [
    {
      props: { tone: 'positive' },
      style: { color: theme.palette.success.main, borderColor: theme.palette.success.main },
    },
    {
      props: { tone: 'negative' },
      style: { color: theme.palette.error.main, borderColor: theme.palette.error.main },
    },
  ],
}));

export default function StyledShouldForwardProp() {
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Pill>Flat: 0.0%</Pill>
      <Pill tone="positive">Up: +2.4%</Pill>
      <Pill tone="negative">Down: −1.1%</Pill>
    </div>
  );
}
