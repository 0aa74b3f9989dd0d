import Box from '@mui/joy/Box';
import SvgIcon from '@mui/joy/SvgIcon';
import Typography from '@mui/joy/Typography';

function LeafIcon(props: React.ComponentProps<typeof SvgIcon>) {
  return (
    <SvgIcon {...props}>
      <path
        d="M5 20c0-9 6-15 15-15 0 9-6 15-15 15Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path
        d="M5 20 14 11"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}

function WaveIcon(props: React.ComponentProps<typeof SvgIcon>) {
  return (
    <SvgIcon viewBox="0 0 48 24" {...props}>
      <path
        d="M2 12c6-8 10-8 16 0s10 8 16 0 8-6 12-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </SvgIcon>
  );
}

export default function SvgIconCustom() {
  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography startDecorator={<LeafIcon color="success" />}>Eco delivery</Typography>
      <LeafIcon size="lg" titleAccess="Plant-based" color="success" />
      <WaveIcon size="lg" color="primary" titleAccess="Sea view" sx={{ width: '2.5em' }} />
    </Box>
  );
}
