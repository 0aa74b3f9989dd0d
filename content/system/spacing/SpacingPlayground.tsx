import * as React from 'react';
import Box from '@mui/system/Box';

const steps = [0, 0.5, 1, 2, 3, 4] as const;

export default function SpacingPlayground() {
  const [padding, setPadding] = React.useState<number>(2);
  const [gap, setGap] = React.useState<number>(1);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, fontSize: 14 }}>
        <label>
          <Box component="span" sx={{ marginInlineEnd: 1 }}>
            p
          </Box>
          <select value={padding} onChange={(event) => setPadding(Number(event.target.value))}>
            {steps.map((step) => (
              <option key={step} value={step}>
                {step}
              </option>
            ))}
          </select>
        </label>
        <label>
          <Box component="span" sx={{ marginInlineEnd: 1 }}>
            gap
          </Box>
          <select value={gap} onChange={(event) => setGap(Number(event.target.value))}>
            {steps.map((step) => (
              <option key={step} value={step}>
                {step}
              </option>
            ))}
          </select>
        </label>
        <Box component="code" dir="ltr" sx={{ color: 'text.secondary' }}>
          {`sx={{ p: ${padding}, gap: ${gap} }}`}
        </Box>
      </Box>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          p: padding,
          gap,
          bgcolor: 'action.hover',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          transition: 'padding 150ms, gap 150ms',
        }}
      >
        {['One', 'Two', 'Three'].map((label) => (
          <Box
            key={label}
            sx={{
              px: 2,
              py: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              borderRadius: 1,
              fontSize: 14,
            }}
          >
            {label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
