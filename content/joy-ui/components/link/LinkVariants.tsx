import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const variants = ['plain', 'soft', 'outlined', 'solid'] as const;

export default function LinkVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Link key={color} href="#colours-variants-and-decorators" color={color}>
            {color}
          </Link>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Link key={variant} href="#colours-variants-and-decorators" variant={variant}>
            #{variant}
          </Link>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Link
          href="#colours-variants-and-decorators"
          endDecorator={
            <ArrowForwardRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
          }
        >
          Continue to checkout
        </Link>
        <Link
          href="/joy-ui/getting-started/"
          target="_blank"
          rel="noopener"
          endDecorator={<OpenInNewRounded aria-label="opens in a new tab" />}
        >
          Getting started
        </Link>
        <Link href="#colours-variants-and-decorators" disabled aria-disabled="true" tabIndex={-1}>
          Archived report
        </Link>
      </Box>
    </Box>
  );
}
