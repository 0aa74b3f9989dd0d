import * as React from 'react';
import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack, { type StackProps } from '@mui/joy/Stack';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';
const directions: Direction[] = ['row', 'row-reverse', 'column', 'column-reverse'];
const justify = ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'];
const align = ['flex-start', 'center', 'flex-end', 'stretch', 'baseline'];
const spacings = [0, 0.5, 1, 2, 3, 4];

export default function StackPlayground() {
  const [direction, setDirection] = React.useState<Direction>('row');
  const [justifyContent, setJustify] = React.useState('center');
  const [alignItems, setAlign] = React.useState('center');
  const [spacing, setSpacing] = React.useState(2);
  const props: StackProps = { direction, spacing, sx: { justifyContent, alignItems } };
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Select
          size="sm"
          value={direction}
          onChange={(_e, v) => v && setDirection(v)}
          aria-label="direction"
        >
          {directions.map((item) => (
            <Option key={item} value={item}>
              direction: {item}
            </Option>
          ))}
        </Select>
        <Select
          size="sm"
          value={justifyContent}
          onChange={(_e, v) => v && setJustify(v)}
          aria-label="justifyContent"
        >
          {justify.map((item) => (
            <Option key={item} value={item}>
              justifyContent: {item}
            </Option>
          ))}
        </Select>
        <Select
          size="sm"
          value={alignItems}
          onChange={(_e, v) => v && setAlign(v)}
          aria-label="alignItems"
        >
          {align.map((item) => (
            <Option key={item} value={item}>
              alignItems: {item}
            </Option>
          ))}
        </Select>
        <Select
          size="sm"
          value={spacing}
          onChange={(_e, v) => v !== null && setSpacing(v)}
          aria-label="spacing"
        >
          {spacings.map((item) => (
            <Option key={item} value={item}>
              spacing: {item}
            </Option>
          ))}
        </Select>
      </Box>
      <Sheet variant="outlined" sx={{ minHeight: 200, p: 2, borderRadius: 'sm', display: 'flex' }}>
        <Stack {...props} sx={{ ...props.sx, flexGrow: 1 }}>
          {['First', 'Second', 'Third'].map((item, index) => (
            <Sheet
              key={item}
              variant="soft"
              color="primary"
              sx={{ p: 1, px: 2, borderRadius: 'sm', minHeight: 24 + index * 16 }}
            >
              {item}
            </Sheet>
          ))}
        </Stack>
      </Sheet>
      <Box
        component="pre"
        sx={{ m: 0, fontFamily: 'code', fontSize: 'sm', whiteSpace: 'pre-wrap' }}
      >
        {`<Stack direction="${direction}" spacing={${spacing}} sx={{ justifyContent: '${justifyContent}', alignItems: '${alignItems}' }}>`}
      </Box>
    </Box>
  );
}
