import { styled } from '@mui/system';

type Tone = 'neutral' | 'positive' | 'negative';

const Delta = styled('span', {
  shouldForwardProp: (prop) => prop !== 'tone',
})<{ tone: Tone }>(({ theme }) => ({
  display: 'inline-block',
  minWidth: 72,
  padding: theme.spacing(0.5, 1),
  borderRadius: theme.shape.borderRadius,
  border: '1px solid',
  backgroundColor: theme.palette.background.paper,
  fontFamily: 'monospace',
  textAlign: 'center',
  variants: [
    {
      props: { tone: 'neutral' },
      style: { borderColor: theme.palette.divider, color: theme.palette.text.secondary },
    },
    {
      props: { tone: 'positive' },
      style: { borderColor: theme.palette.success.main, color: theme.palette.text.primary },
    },
    {
      props: { tone: 'negative' },
      style: { borderColor: theme.palette.error.main, color: theme.palette.text.primary },
    },
  ],
}));

const rows: { metric: string; change: string; tone: Tone }[] = [
  { metric: 'Weekly active users', change: '+4.2%', tone: 'positive' },
  { metric: 'Churned accounts', change: '+1.1%', tone: 'negative' },
  { metric: 'Average session', change: '0.0%', tone: 'neutral' },
];

const Row = styled('div')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: theme.spacing(2),
  padding: theme.spacing(1, 0),
  color: theme.palette.text.primary,
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

export default function StyledVariants() {
  return (
    <div style={{ width: '100%', maxWidth: 360 }}>
      {rows.map((row) => (
        <Row key={row.metric}>
          <span>{row.metric}</span>
          <Delta tone={row.tone}>{row.change}</Delta>
        </Row>
      ))}
    </div>
  );
}
