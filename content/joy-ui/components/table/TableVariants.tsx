import * as React from 'react';
import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Table, { type TableProps } from '@mui/joy/Table';

const axes = ['xBetween', 'x', 'yBetween', 'y', 'bothBetween', 'both', 'none'] as const;

export default function TableVariants() {
  const [borderAxis, setBorderAxis] = React.useState<TableProps['borderAxis']>('xBetween');
  const [size, setSize] = React.useState<TableProps['size']>('md');
  const [striped, setStriped] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Select
          size="sm"
          value={borderAxis}
          onChange={(_e, value) => value && setBorderAxis(value)}
          aria-label="Border axis"
        >
          {axes.map((axis) => (
            <Option key={axis} value={axis}>
              borderAxis: {axis}
            </Option>
          ))}
        </Select>
        <Select
          size="sm"
          value={size}
          onChange={(_e, value) => value && setSize(value)}
          aria-label="Size"
        >
          <Option value="sm">size: sm</Option>
          <Option value="md">size: md</Option>
          <Option value="lg">size: lg</Option>
        </Select>
        <FormControl orientation="horizontal" size="sm" sx={{ gap: 1, alignItems: 'center' }}>
          <Switch
            size="sm"
            checked={striped}
            onChange={(event) => setStriped(event.target.checked)}
          />
          <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Striped</FormLabel>
        </FormControl>
      </Box>
      <Table
        aria-label="Open invoices"
        borderAxis={borderAxis}
        size={size}
        stripe={striped ? 'odd' : undefined}
        hoverRow
        variant="outlined"
      >
        <thead>
          <tr>
            <th scope="col">Invoice</th>
            <th scope="col">Client</th>
            <th scope="col">Due</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>INV-1042</td>
            <td>Northwind Traders</td>
            <td>12 April</td>
          </tr>
          <tr>
            <td>INV-1043</td>
            <td>Blue Yonder Airlines</td>
            <td>15 April</td>
          </tr>
          <tr>
            <td>INV-1044</td>
            <td>Fourth Coffee</td>
            <td>30 April</td>
          </tr>
          <tr>
            <td>INV-1045</td>
            <td>Litware Inc.</td>
            <td>2 May</td>
          </tr>
        </tbody>
      </Table>
    </Box>
  );
}
