import * as React from 'react';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import FormatAlignCenterRounded from '@mui/icons-material/FormatAlignCenterRounded';
import FormatAlignLeftRounded from '@mui/icons-material/FormatAlignLeftRounded';
import FormatAlignRightRounded from '@mui/icons-material/FormatAlignRightRounded';
import FormatBoldRounded from '@mui/icons-material/FormatBoldRounded';
import FormatItalicRounded from '@mui/icons-material/FormatItalicRounded';
import FormatUnderlinedRounded from '@mui/icons-material/FormatUnderlinedRounded';

export default function ToggleToolbar() {
  const [marks, setMarks] = React.useState<string[]>(['bold']);
  const [align, setAlign] = React.useState<string | null>('left');
  return (
    <Sheet
      variant="outlined"
      sx={{ display: 'flex', gap: 1, p: 0.5, borderRadius: 'md', width: 'fit-content' }}
    >
      <ToggleButtonGroup
        variant="plain"
        spacing={0.5}
        aria-label="Text style"
        value={marks}
        onChange={(event, value) => setMarks(value)}
      >
        <IconButton value="bold" aria-label="Bold">
          <FormatBoldRounded />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalicRounded />
        </IconButton>
        <IconButton value="underline" aria-label="Underline">
          <FormatUnderlinedRounded />
        </IconButton>
      </ToggleButtonGroup>
      <Divider orientation="vertical" />
      <ToggleButtonGroup
        variant="plain"
        spacing={0.5}
        aria-label="Alignment"
        value={align}
        onChange={(event, value) => {
          if (value) setAlign(value);
        }}
      >
        <IconButton value="left" aria-label="Align left">
          <FormatAlignLeftRounded />
        </IconButton>
        <IconButton value="center" aria-label="Align centre">
          <FormatAlignCenterRounded />
        </IconButton>
        <IconButton value="right" aria-label="Align right">
          <FormatAlignRightRounded />
        </IconButton>
      </ToggleButtonGroup>
    </Sheet>
  );
}
