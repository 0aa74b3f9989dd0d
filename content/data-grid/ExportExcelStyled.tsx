import './data/license';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridToolbarContainer,
  GridToolbarExport,
  type GridColDef,
  type GridExcelExportOptions,
} from '@mui/x-data-grid-premium';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(40, 96);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'placedAt', headerName: 'Placed', type: 'date', width: 120 },
  { field: 'total', headerName: 'Total', type: 'number', width: 110 },
];

const excelOptions: GridExcelExportOptions = {
  fileName: 'quarterly-orders',
  // Number format and font for whole columns, by field.
  columnsStyles: {
    total: { numFmt: '"$"#,##0.00' },
    placedAt: { numFmt: 'dd mmm yyyy' },
  },
  // Runs before the grid writes its rows: add a title above the table.
  exceljsPreProcess: async ({ worksheet }) => {
    worksheet.addRow(['Orders, fourth quarter']).font = { bold: true, size: 14 };
    worksheet.addRow([]);
  },
  // Runs after the rows: add a note under the table.
  exceljsPostProcess: async ({ worksheet }) => {
    worksheet.addRow([]);
    worksheet.addRow(['Exported from the order desk. Totals include tax.']).font = {
      italic: true,
    };
  },
};

function Toolbar() {
  return (
    <GridToolbarContainer>
      <GridToolbarExport excelOptions={excelOptions} />
    </GridToolbarContainer>
  );
}

export default function ExportExcelStyled() {
  const gridRef = useGridName('Quarterly orders');
  return (
    <Box sx={{ height: 360, width: '100%' }}>
      <DataGridPremium
        ref={gridRef}
        rows={rows}
        columns={columns}
        slots={{ toolbar: Toolbar }}
        hideFooter
      />
    </Box>
  );
}
