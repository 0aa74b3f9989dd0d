import * as React from 'react';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup, { toggleButtonGroupClasses } from '@mui/material/ToggleButtonGroup';
import { styled } from '@mui/material/styles';
import FormatAlignLeftIcon from '@mui/icons-material/FormatAlignLeft';
import FormatAlignCenterIcon from '@mui/icons-material/FormatAlignCenter';
import FormatAlignRightIcon from '@mui/icons-material/FormatAlignRight';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';

// Borderless buttons with a little space around each, inside one Paper.
const ToolbarGroup = styled(ToggleButtonGroup)(({ theme }) => ({
  [`& .${toggleButtonGroupClasses.grouped}`]: {
    margin: theme.spacing(0.5),
    border: 0,
    borderRadius: theme.shape.borderRadius,
  },
  // The group pulls adjacent selected buttons together: keep the gap there too.
  [`& .${toggleButtonGroupClasses.grouped}.${toggleButtonGroupClasses.selected} + .${toggleButtonGroupClasses.grouped}.${toggleButtonGroupClasses.selected}`]:
    {
      margin: theme.spacing(0.5),
    },
}));

export default function FormattingToolbar() {
  const [alignment, setAlignment] = React.useState('left');
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label="Text formatting"
      sx={{ display: 'inline-flex', flexWrap: 'wrap' }}
    >
      <ToolbarGroup
        size="small"
        value={alignment}
        exclusive
        onChange={(_event, value: string | null) => value && setAlignment(value)}
        aria-label="Alignment"
      >
        <ToggleButton value="left" aria-label="Align start">
          <FormatAlignLeftIcon />
        </ToggleButton>
        <ToggleButton value="center" aria-label="Centre">
          <FormatAlignCenterIcon />
        </ToggleButton>
        <ToggleButton value="right" aria-label="Align end">
          <FormatAlignRightIcon />
        </ToggleButton>
      </ToolbarGroup>
      <Divider flexItem orientation="vertical" sx={{ marginBlock: 1, marginInline: 0.5 }} />
      <ToolbarGroup
        size="small"
        value={formats}
        onChange={(_event, value: string[]) => setFormats(value)}
        aria-label="Text style"
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
      </ToolbarGroup>
    </Paper>
  );
}
