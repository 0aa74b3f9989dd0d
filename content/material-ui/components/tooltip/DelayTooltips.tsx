import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import StrikethroughSIcon from '@mui/icons-material/StrikethroughS';

const tools = [
  { label: 'Bold (Ctrl+B)', icon: <FormatBoldIcon /> },
  { label: 'Italic (Ctrl+I)', icon: <FormatItalicIcon /> },
  { label: 'Underline (Ctrl+U)', icon: <FormatUnderlinedIcon /> },
  { label: 'Strikethrough', icon: <StrikethroughSIcon /> },
];

export default function DelayTooltips() {
  return (
    <Box role="toolbar" aria-label="Text formatting" sx={{ display: 'flex', gap: 0.5 }}>
      {tools.map((tool) => (
        // Wait 500 ms before the first tooltip, then switch instantly between neighbours.
        <Tooltip
          key={tool.label}
          title={tool.label}
          enterDelay={500}
          enterNextDelay={0}
          leaveDelay={150}
        >
          <IconButton>{tool.icon}</IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
