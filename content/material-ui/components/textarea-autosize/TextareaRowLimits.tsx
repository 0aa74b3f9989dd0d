import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables), which follow the colour scheme.
import type {} from '@mui/material/themeCssVarsAugmentation';
import TextareaAutosize from '@mui/material/TextareaAutosize';
import Typography from '@mui/material/Typography';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&:focus': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

const sample =
  'Line one of the release notes.\nLine two.\nLine three.\nLine four.\nLine five.\nLine six.';

export default function TextareaRowLimits() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <Stack spacing={0.5} sx={{ flex: 1 }}>
        <Typography component="label" htmlFor="rows-min3" variant="subtitle2">
          minRows={3}
        </Typography>
        <Textarea id="rows-min3" minRows={3} />
      </Stack>
      <Stack spacing={0.5} sx={{ flex: 1 }}>
        <Typography component="label" htmlFor="rows-max4" variant="subtitle2">
          maxRows={4}
        </Typography>
        <Textarea id="rows-max4" maxRows={4} defaultValue={sample} />
      </Stack>
      <Stack spacing={0.5} sx={{ flex: 1 }}>
        <Typography component="label" htmlFor="rows-2to6" variant="subtitle2">
          minRows={2} maxRows={6}
        </Typography>
        <Textarea id="rows-2to6" minRows={2} maxRows={6} defaultValue="Short note" />
      </Stack>
    </Stack>
  );
}
