import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import ShoppingBagOutlined from '@mui/icons-material/ShoppingBagOutlined';

const controls = [
  { name: '--Button-radius', min: 0, max: 24, initial: 6 },
  { name: '--Button-gap', min: 0, max: 24, initial: 8 },
  { name: '--Button-minHeight', min: 28, max: 56, initial: 36 },
  { name: '--IconButton-size', min: 28, max: 56, initial: 36 },
] as const;

type Name = (typeof controls)[number]['name'];

export default function ButtonCssVariables() {
  const [values, setValues] = React.useState<Record<Name, number>>(
    () =>
      Object.fromEntries(controls.map((control) => [control.name, control.initial])) as Record<
        Name,
        number
      >,
  );
  const style = {
    '--Button-radius': `${values['--Button-radius']}px`,
    '--Button-minHeight': `${values['--Button-minHeight']}px`,
    '--IconButton-size': `${values['--IconButton-size']}px`,
    '--IconButton-radius': `${values['--Button-radius']}px`,
  };
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', width: '100%' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, flex: 1, minWidth: 220 }}>
        {controls.map((control) => (
          <Box key={control.name}>
            <Typography level="body-xs" component="p" fontFamily="code">
              {control.name}: {values[control.name]}px
            </Typography>
            <Slider
              size="sm"
              min={control.min}
              max={control.max}
              value={values[control.name]}
              onChange={(_event, value) =>
                setValues((prev) => ({ ...prev, [control.name]: value as number }))
              }
              slotProps={{ input: { 'aria-label': control.name } }}
            />
          </Box>
        ))}
      </Box>
      {/* The other variables are set on the parent and inherited by the buttons inside. */}
      <Box sx={{ ...style, display: 'flex', gap: 1, alignItems: 'center', flex: 1, minWidth: 220 }}>
        {/* Each size sets --Button-gap on the button, so this one goes on the button too. */}
        <Button
          startDecorator={<ShoppingBagOutlined />}
          sx={{ '--Button-gap': `${values['--Button-gap']}px` }}
        >
          Add to bag
        </Button>
        <IconButton variant="outlined" aria-label="Increase quantity">
          <AddRounded />
        </IconButton>
      </Box>
    </Box>
  );
}
