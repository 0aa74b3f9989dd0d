import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DataGrid, useGridApiRef, type GridColDef, type GridEventListener } from '@mui/x-data-grid';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const rows = generateOrders(30, 82);
const columns: GridColDef<Order>[] = [
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', flex: 1, minWidth: 150 },
  { field: 'total', headerName: 'Total', type: 'number', width: 100 },
];

export default function EventsSubscribe() {
  const gridRef = useGridName('Orders with a subscribed event handler');
  const apiRef = useGridApiRef();
  const [hovered, setHovered] = React.useState<string | null>(null);

  React.useEffect(() => {
    // Events without a matching prop are reached through subscribeEvent.
    const onEnter: GridEventListener<'rowMouseEnter'> = (params) =>
      setHovered(String(apiRef.current.getRow(params.id)?.customer));
    const onLeave: GridEventListener<'rowMouseLeave'> = () => setHovered(null);
    // The keyboard equivalent: a cell receiving the focus names its row too.
    const onFocusIn: GridEventListener<'cellFocusIn'> = (params) =>
      setHovered(String(apiRef.current.getRow(params.id)?.customer));
    const unsubscribeEnter = apiRef.current.subscribeEvent('rowMouseEnter', onEnter);
    const unsubscribeLeave = apiRef.current.subscribeEvent('rowMouseLeave', onLeave);
    const unsubscribeFocusIn = apiRef.current.subscribeEvent('cellFocusIn', onFocusIn);
    return () => {
      unsubscribeEnter();
      unsubscribeLeave();
      unsubscribeFocusIn();
    };
  }, [apiRef]);

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" sx={{ marginBlockEnd: 1 }}>
        {hovered
          ? `Showing the order of ${hovered}`
          : 'Move the pointer over a row, or focus a cell with the keyboard.'}
      </Typography>
      <Box sx={{ height: 300 }}>
        <DataGrid ref={gridRef} apiRef={apiRef} rows={rows} columns={columns} hideFooter />
      </Box>
    </Box>
  );
}
