import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Slider from '@mui/joy/Slider';

const people = [
  { name: 'Yuki Tanaka', initials: 'YT' },
  { name: 'Omar Farouk', initials: 'OF' },
  { name: 'Ilse de Groot', initials: 'IG' },
  { name: 'Priya Nair', initials: 'PN' },
];

const controls = [
  { key: 'size', label: '--Avatar-size', min: 24, max: 72 },
  { key: 'gap', label: '--AvatarGroup-gap', min: -24, max: 8 },
  { key: 'ring', label: '--Avatar-ringSize', min: 0, max: 8 },
  { key: 'radius', label: '--Avatar-radius', min: 0, max: 36 },
] as const;

type Key = (typeof controls)[number]['key'];

export default function AvatarPlayground() {
  const [values, setValues] = React.useState<Record<Key, number>>({
    size: 48,
    gap: -12,
    ring: 3,
    radius: 24,
  });
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
      <AvatarGroup
        role="group"
        aria-label="Preview"
        sx={{
          '--Avatar-size': `${values.size}px`,
          '--AvatarGroup-gap': `${values.gap}px`,
          '--Avatar-ringSize': `${values.ring}px`,
          '--Avatar-radius': `${values.radius}px`,
        }}
      >
        {people.map((person) => (
          <Avatar key={person.name} role="img" aria-label={person.name}>
            {person.initials}
          </Avatar>
        ))}
      </AvatarGroup>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 220, flex: 1 }}>
        {controls.map((control) => (
          <FormControl key={control.key} size="sm" id={`avatar-${control.key}-input`}>
            <FormLabel id={`avatar-${control.key}`}>
              {control.label}: {values[control.key]}px
            </FormLabel>
            <Slider
              size="sm"
              min={control.min}
              max={control.max}
              value={values[control.key]}
              onChange={(event, value) =>
                setValues((current) => ({ ...current, [control.key]: value as number }))
              }
              slotProps={{ input: { id: `avatar-${control.key}-input` } }}
            />
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
