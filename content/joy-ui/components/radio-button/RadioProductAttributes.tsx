import * as React from 'react';
import Box from '@mui/joy/Box';
import Radio, { radioClasses } from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const colours = [
  { value: 'sand', label: 'Sand', hex: '#d8c3a5' },
  { value: 'moss', label: 'Moss', hex: '#6b8f71' },
  { value: 'ink', label: 'Ink', hex: '#2e3a59' },
  { value: 'clay', label: 'Clay', hex: '#b5654a' },
];
const sizes = ['XS', 'S', 'M', 'L', 'XL'];

export default function RadioProductAttributes() {
  const [colour, setColour] = React.useState('moss');
  const [size, setSize] = React.useState('M');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <div>
        <Typography id="colour-label" level="title-sm" component="span">
          Colour: {colours.find((item) => item.value === colour)?.label}
        </Typography>
        <RadioGroup
          aria-labelledby="colour-label"
          orientation="horizontal"
          value={colour}
          onChange={(event) => setColour(event.target.value)}
          sx={{ gap: 1.5, mt: 1 }}
        >
          {colours.map((item) => (
            <Sheet
              key={item.value}
              sx={{
                position: 'relative',
                width: 40,
                height: 40,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                bgcolor: item.hex,
              }}
            >
              <Radio
                overlay
                disableIcon
                value={item.value}
                slotProps={{
                  input: { 'aria-label': item.label },
                  action: { sx: { borderRadius: '50%' } },
                }}
              />
              {colour === item.value ? (
                <CheckRounded sx={{ color: '#fff', pointerEvents: 'none' }} />
              ) : null}
            </Sheet>
          ))}
        </RadioGroup>
      </div>
      <div>
        <Typography id="size-label" level="title-sm" component="span">
          Size
        </Typography>
        <RadioGroup
          aria-labelledby="size-label"
          orientation="horizontal"
          value={size}
          onChange={(event) => setSize(event.target.value)}
          sx={{ gap: 1, mt: 1, flexWrap: 'wrap' }}
        >
          {sizes.map((item) => (
            <Radio
              key={item}
              value={item}
              label={item}
              disableIcon
              overlay
              variant={size === item ? 'solid' : 'outlined'}
              color={size === item ? 'primary' : 'neutral'}
              sx={{
                minWidth: 44,
                height: 40,
                justifyContent: 'center',
                alignItems: 'center',
                [`& .${radioClasses.label}`]: { fontWeight: 'md' },
              }}
              slotProps={{ action: { sx: { borderRadius: 'sm' } } }}
            />
          ))}
        </RadioGroup>
      </div>
    </Box>
  );
}
