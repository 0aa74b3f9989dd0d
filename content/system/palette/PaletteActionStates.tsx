import * as React from 'react';
import Box from '@mui/system/Box';

const folders = ['Inbox', 'Starred', 'Drafts', 'Archive'];

export default function PaletteActionStates() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <Box
      component="nav"
      aria-label="Mail folders"
      sx={{ width: 240, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {folders.map((folder) => {
        const isSelected = folder === selected;
        return (
          <Box
            component="button"
            type="button"
            key={folder}
            aria-current={isSelected ? 'page' : undefined}
            onClick={() => setSelected(folder)}
            sx={{
              display: 'block',
              width: '100%',
              textAlign: 'start',
              font: 'inherit',
              px: 1.5,
              py: 1,
              border: 0,
              borderRadius: 1,
              cursor: 'pointer',
              color: isSelected ? 'primary.main' : 'text.primary',
              bgcolor: isSelected ? 'action.selected' : 'transparent',
              '&:hover': { bgcolor: isSelected ? 'action.selected' : 'action.hover' },
              '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
            }}
          >
            {folder}
          </Box>
        );
      })}
      <Box
        component="button"
        type="button"
        disabled
        sx={{
          display: 'block',
          width: '100%',
          textAlign: 'start',
          font: 'inherit',
          px: 1.5,
          py: 1,
          border: 0,
          bgcolor: 'action.disabledBackground',
          color: 'action.disabled',
          borderRadius: 1,
        }}
      >
        Spam (disabled)
      </Box>
    </Box>
  );
}
