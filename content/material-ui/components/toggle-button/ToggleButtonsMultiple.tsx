import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';

export default function ToggleButtonsMultiple() {
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  const textDecoration = [
    formats.includes('underlined') && 'underline',
    formats.includes('strikethrough') && 'line-through',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        value={formats}
        onChange={(_event, newFormats: string[]) => setFormats(newFormats)}
        aria-label="Text formatting"
      >
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBoldIcon />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalicIcon />
        </ToggleButton>
        <ToggleButton value="underlined" aria-label="Underline">
          <FormatUnderlinedIcon />
        </ToggleButton>
        <ToggleButton value="strikethrough" aria-label="Strikethrough">
          <StrikethroughSIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 700 : 400,
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecoration: textDecoration || 'none',
        }}
      >
        The quick brown fox jumps over the lazy dog.
      </Typography>
    </Stack>
  );
}
