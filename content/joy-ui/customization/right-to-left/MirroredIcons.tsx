import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';

export default function MirroredIcons() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', flexWrap: 'wrap' }}>
      {(['ltr', 'rtl'] as const).map((dir) => (
        <Stack key={dir} dir={dir} direction="row" spacing={1}>
          <Button
            endDecorator={
              // Arrows point along the reading direction, so they flip in RTL.
              <ArrowForwardRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
            }
          >
            {dir === 'rtl' ? 'التالي' : 'Next'}
          </Button>
          {/* A check mark means the same in every language: it never flips. */}
          <Button variant="soft" color="success" startDecorator={<CheckRounded />}>
            {dir === 'rtl' ? 'تم' : 'Done'}
          </Button>
        </Stack>
      ))}
    </Stack>
  );
}
