import * as React from 'react';
import Box from '@mui/joy/Box';

const cuisines = ['Thai', 'Georgian', 'Ethiopian', 'Peruvian', 'Sichuan'];

export default function VariantsOwnElement() {
  const [picked, setPicked] = React.useState<string[]>(['Georgian']);
  const toggle = (name: string) =>
    setPicked((current) =>
      current.includes(name) ? current.filter((item) => item !== name) : [...current, name],
    );
  return (
    <Box
      role="group"
      aria-label="Cuisines"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, maxWidth: 420 }}
    >
      {cuisines.map((name) => {
        const on = picked.includes(name);
        const variant = on ? 'solid' : 'outlined';
        return (
          <Box
            key={name}
            component="button"
            type="button"
            aria-pressed={on}
            onClick={() => toggle(name)}
            sx={(theme) => ({
              font: 'inherit',
              fontSize: theme.vars.fontSize.sm,
              fontWeight: theme.vars.fontWeight.md,
              paddingBlock: 0.5,
              paddingInline: 1.5,
              borderRadius: theme.vars.radius.xl,
              border: 'var(--variant-borderWidth) solid transparent',
              backgroundColor: 'transparent',
              cursor: 'pointer',
              ...theme.variants[variant].primary,
              '&:hover': theme.variants[`${variant}Hover`].primary,
              '&:active': theme.variants[`${variant}Active`].primary,
              [theme.focus.selector]: theme.focus.default,
            })}
          >
            {name}
          </Box>
        );
      })}
    </Box>
  );
}
