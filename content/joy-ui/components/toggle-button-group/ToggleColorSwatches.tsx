import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const colours = [
  { value: 'sage', name: 'Sage', hex: '#7c9a7e' },
  { value: 'clay', name: 'Clay', hex: '#b46a4b' },
  { value: 'ink', name: 'Ink', hex: '#2f3e63' },
  { value: 'sand', name: 'Sand', hex: '#d8c7a3' },
];

export default function ToggleColorSwatches() {
  const [colour, setColour] = React.useState('clay');
  const current = colours.find((item) => item.value === colour);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography level="title-sm">Colour: {current?.name}</Typography>
      <ToggleButtonGroup
        aria-label="Colour"
        variant="plain"
        spacing={1}
        value={colour}
        onChange={(_event, value) => {
          if (value) setColour(value);
        }}
      >
        {colours.map((item) => (
          <IconButton
            key={item.value}
            value={item.value}
            aria-label={item.name}
            sx={{
              borderRadius: '50%',
              '--IconButton-size': '40px',
              p: 0.5,
              '&[aria-pressed="true"]': {
                outline: '2px solid',
                outlineColor: 'text.primary',
                outlineOffset: '2px',
              },
            }}
          >
            <Box
              component="span"
              sx={{
                width: '100%',
                height: '100%',
                borderRadius: '50%',
                bgcolor: item.hex,
                display: 'grid',
                placeItems: 'center',
                color: item.value === 'sand' ? '#1f1f1f' : '#fff',
              }}
            >
              {item.value === colour && <CheckRounded />}
            </Box>
          </IconButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
