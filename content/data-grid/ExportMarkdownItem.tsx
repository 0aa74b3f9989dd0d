import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import {
  DataGrid,
  GridCsvExportMenuItem,
  GridToolbarContainer,
  GridToolbarExportContainer,
  GridToolbarFilterButton,
  gridFilteredSortedRowIdsSelector,
  gridVisibleColumnDefinitionsSelector,
  useGridApiContext,
  type GridColDef,
} from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(12, 66);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  {
    field: 'total',
    headerName: 'Total',
    type: 'number',
    width: 110,
    valueFormatter: (value: number) => `$${value.toFixed(2)}`,
  },
  { field: 'status', headerName: 'Status', width: 110 },
];

const ShowOutput = React.createContext<(text: string) => void>(() => {});

// A custom export format: a Markdown table of the filtered rows, with formatted values.
function MarkdownMenuItem({ hideMenu }: { hideMenu?: () => void }) {
  const apiRef = useGridApiContext();
  const show = React.useContext(ShowOutput);
  const handleClick = () => {
    const cols = gridVisibleColumnDefinitionsSelector(apiRef);
    const lines = gridFilteredSortedRowIdsSelector(apiRef).map((id) => {
      const row = apiRef.current.getRow(id);
      const cells = cols.map((col) => String(apiRef.current.getRowFormattedValue(row, col) ?? ''));
      return `| ${cells.join(' | ')} |`;
    });
    const header = `| ${cols.map((col) => col.headerName ?? col.field).join(' | ')} |`;
    const rule = `| ${cols.map((col) => (col.type === 'number' ? '--:' : '---')).join(' | ')} |`;
    show([header, rule, ...lines].join('\n'));
    hideMenu?.();
  };
  return <MenuItem onClick={handleClick}>Show as Markdown</MenuItem>;
}

function ExportToolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarFilterButton />
      {/* Print is not offered: the menu has exactly the items listed here. */}
      <GridToolbarExportContainer>
        <GridCsvExportMenuItem options={{ fileName: 'orders' }} />
        <MarkdownMenuItem />
      </GridToolbarExportContainer>
    </GridToolbarContainer>
  );
}

export default function ExportMarkdownItem() {
  const gridRef = useGridName('Orders with a Markdown export option');
  const [output, setOutput] = React.useState('');
  return (
    <ShowOutput.Provider value={setOutput}>
      <Box sx={{ width: '100%' }}>
        <Box sx={{ height: 340 }}>
          <DataGrid
            ref={gridRef}
            rows={rows}
            columns={columns}
            slots={{ toolbar: ExportToolbar }}
            hideFooter
          />
        </Box>
        <Typography
          id="markdown-output-label"
          variant="body2"
          component="p"
          sx={{ marginBlock: 1 }}
        >
          Markdown output
        </Typography>
        <Box
          component="pre"
          tabIndex={0}
          role="region"
          aria-labelledby="markdown-output-label"
          sx={{
            margin: 0,
            padding: 1.5,
            minHeight: 48,
            maxHeight: 200,
            overflow: 'auto',
            fontSize: 13,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {output || 'Choose Export, then "Show as Markdown".'}
        </Box>
      </Box>
    </ShowOutput.Provider>
  );
}
