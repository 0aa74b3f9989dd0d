import * as React from 'react';
import Box from '@mui/system/Box';

const items = [
  { label: 'stretch (inherited)', alignSelf: undefined },
  { label: "alignSelf: 'flex-start'", alignSelf: 'flex-start' },
  { label: "alignSelf: 'center'", alignSelf: 'center' },
  { label: "alignSelf: 'flex-end'", alignSelf: 'flex-end' },
] as const;

export default function FlexAlignSelf() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'stretch',
        gap: 1,
        height: 140,
        width: '100%',
        p: 1,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        fontSize: 12,
      }}
    >
      {items.map((item) => (
        <Box
          key={item.label}
          sx={{
            alignSelf: item.alignSelf,
            flex: 1,
            p: 1,
            bgcolor: item.alignSelf ? 'secondary.main' : 'action.selected',
            color: item.alignSelf ? 'secondary.contrastText' : 'text.primary',
            borderRadius: 1,
          }}
        >
          {item.label}
        </Box>
      ))}
    </Box>
  );
}
