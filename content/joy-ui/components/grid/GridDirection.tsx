import * as React from 'react';
import Box from '@mui/joy/Box';
import Grid from '@mui/joy/Grid';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Tile from './Tile';

const directions = ['row', 'row-reverse', 'column', 'column-reverse'] as const;
const justifications = ['flex-start', 'center', 'flex-end', 'space-between'] as const;
const alignments = ['flex-start', 'center', 'flex-end', 'stretch'] as const;

export default function GridDirection() {
  const [direction, setDirection] = React.useState<(typeof directions)[number]>('row');
  const [justify, setJustify] = React.useState<(typeof justifications)[number]>('center');
  const [align, setAlign] = React.useState<(typeof alignments)[number]>('center');
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Select
          size="sm"
          value={direction}
          onChange={(_event, value) => value && setDirection(value)}
          slotProps={{ button: { 'aria-label': 'direction' } }}
        >
          {directions.map((item) => (
            <Option key={item} value={item}>
              direction: {item}
            </Option>
          ))}
        </Select>
        <Select
          size="sm"
          value={justify}
          onChange={(_event, value) => value && setJustify(value)}
          slotProps={{ button: { 'aria-label': 'justifyContent' } }}
        >
          {justifications.map((item) => (
            <Option key={item} value={item}>
              justifyContent: {item}
            </Option>
          ))}
        </Select>
        <Select
          size="sm"
          value={align}
          onChange={(_event, value) => value && setAlign(value)}
          slotProps={{ button: { 'aria-label': 'alignItems' } }}
        >
          {alignments.map((item) => (
            <Option key={item} value={item}>
              alignItems: {item}
            </Option>
          ))}
        </Select>
      </Box>
      <Grid
        container
        spacing={1}
        direction={direction}
        sx={{
          justifyContent: justify,
          alignItems: align,
          minHeight: 220,
          border: '1px dashed',
          borderColor: 'divider',
          borderRadius: 'sm',
          p: 1,
        }}
      >
        {[1, 2, 3].map((item) => (
          <Grid key={item} xs={3}>
            <Box sx={{ height: 20 * item + 20 }}>
              <Tile>Item {item}</Tile>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
