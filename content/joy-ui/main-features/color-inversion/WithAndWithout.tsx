import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

// The banner without inversion has unreadable children on purpose: it is shown as a picture,
// made inert so it cannot be focused or read out.
const makeInert = (node: HTMLDivElement | null) => node?.setAttribute('inert', '');

function Banner({ inverted }: { inverted: boolean }) {
  return (
    <Sheet
      ref={inverted ? undefined : makeInert}
      variant="solid"
      color="neutral"
      invertedColors={inverted}
      sx={{ flex: 1, minWidth: 240, p: 2, borderRadius: 'md', display: 'grid', gap: 1.5 }}
    >
      <Typography level="title-md">
        {inverted ? 'With invertedColors' : 'Without invertedColors'}
      </Typography>
      <Typography level="body-sm" sx={{ color: 'inherit' }}>
        Storage is 92% full.
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip variant="outlined">Pro trial</Chip>
        <Button variant="plain">Dismiss</Button>
        <Button variant="outlined">Upgrade</Button>
      </Box>
    </Sheet>
  );
}

export default function WithAndWithout() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Banner inverted={false} />
      <Banner inverted />
    </Box>
  );
}
