import * as React from 'react';
import Box from '@mui/system/Box';

const options = {
  flexDirection: ['row', 'row-reverse', 'column'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'],
  alignItems: ['stretch', 'flex-start', 'center', 'flex-end'],
} as const;

type Key = keyof typeof options;

export default function FlexAlignment() {
  const [values, setValues] = React.useState<Record<Key, string>>({
    flexDirection: 'row',
    justifyContent: 'space-between',
    alignItems: 'center',
  });

  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', color: 'text.primary', fontSize: 14 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        {(Object.keys(options) as Key[]).map((key) => (
          <label key={key}>
            <Box component="span" sx={{ marginInlineEnd: 1, fontFamily: 'monospace' }}>
              {key}
            </Box>
            <select
              value={values[key]}
              onChange={(event) => setValues({ ...values, [key]: event.target.value })}
            >
              {options[key].map((option) => (
                <option key={option}>{option}</option>
              ))}
            </select>
          </label>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          ...values,
          gap: 1,
          minHeight: 160,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        {[40, 64, 28].map((height, index) => (
          <Box
            key={height}
            sx={{
              minWidth: 64,
              minHeight: height,
              px: 1.5,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
            }}
          >
            Item {index + 1}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
