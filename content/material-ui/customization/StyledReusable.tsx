import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

interface PillButtonProps extends ButtonProps {
  /** Makes the button stand out: a thicker border and a bold label. */
  emphasis?: boolean;
}

const PillButton = styled(Button, {
  shouldForwardProp: (prop) => prop !== 'emphasis',
})<PillButtonProps>(({ theme }) => ({
  borderRadius: 999,
  paddingInline: theme.spacing(2.5),
  textTransform: 'none',
  variants: [
    {
      props: { emphasis: true },
      style: { fontWeight: 700, borderWidth: 2, '&:hover': { borderWidth: 2 } },
    },
  ],
}));

export default function StyledReusable() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <PillButton variant="outlined">Save draft</PillButton>
      <PillButton variant="outlined" emphasis>
        Review changes
      </PillButton>
      <PillButton variant="contained">Publish</PillButton>
    </Stack>
  );
}
