import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGridPremium, type GridColDef } from '@mui/x-data-grid-premium';
import { useGridName } from './data/gridName';

type Stock = { id: number; sku: string; item: string; onHand: number; reorderAt: number };

const initialRows: Stock[] = [
  { id: 1, sku: 'TEA-014', item: 'Sencha, 100 g', onHand: 42, reorderAt: 20 },
  { id: 2, sku: 'TEA-027', item: 'Assam breakfast, 250 g', onHand: 8, reorderAt: 15 },
  { id: 3, sku: 'TEA-031', item: 'Rooibos vanilla, 100 g', onHand: 19, reorderAt: 10 },
  { id: 4, sku: 'ACC-102', item: 'Cast-iron teapot', onHand: 5, reorderAt: 3 },
  { id: 5, sku: 'ACC-118', item: 'Bamboo whisk', onHand: 27, reorderAt: 12 },
];

const columns: GridColDef<Stock>[] = [
  { field: 'sku', headerName: 'SKU', width: 100 },
  { field: 'item', headerName: 'Item', width: 200 },
  { field: 'onHand', headerName: 'On hand', type: 'number', width: 100, editable: true },
  { field: 'reorderAt', headerName: 'Reorder at', type: 'number', width: 110, editable: true },
];

export default function ClipboardPasteEvents() {
  const gridRef = useGridName('Tea shop stock');
  const [status, setStatus] = React.useState('Copy cells from a spreadsheet, then paste.');
  const [pasting, setPasting] = React.useState(false);
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ height: 320 }}>
        <DataGridPremium
          ref={gridRef}
          rows={initialRows}
          columns={columns}
          cellSelection
          loading={pasting}
          processRowUpdate={(row: Stock) => ({
            ...row,
            onHand: Math.max(0, Math.round(row.onHand)),
            reorderAt: Math.max(0, Math.round(row.reorderAt)),
          })}
          onClipboardPasteStart={({ data }) => {
            setPasting(true);
            setStatus(`Pasting ${data.length} row(s) of ${data[0]?.length ?? 0} cell(s)…`);
          }}
          onClipboardPasteEnd={() => {
            setPasting(false);
            setStatus((previous) => previous.replace('Pasting', 'Pasted').replace('…', '.'));
          }}
          hideFooter
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {status}
      </Typography>
    </Box>
  );
}
