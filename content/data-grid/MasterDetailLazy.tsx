import './data/license';
import * as React from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  DataGridPro,
  GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  type GridColDef,
  type GridRowParams,
} from '@mui/x-data-grid-pro';
import { generateOrders, type Order } from './data/generate';
import { useGridName } from './data/gridName';

const orders = generateOrders(20, 88);

interface Shipment {
  carrier: string;
  tracking: string;
  events: string[];
}

const CARRIERS = ['PostNord', 'DHL Express', 'CTT', 'Yamato'];

/** A pretend request: the shipment of an order, after 600 ms. */
function fetchShipment(order: Order): Promise<Shipment> {
  return new Promise((resolve) => {
    setTimeout(
      () =>
        resolve({
          carrier: CARRIERS[order.id % CARRIERS.length]!,
          tracking: `TRK${String(order.id * 7919).padStart(8, '0')}`,
          events: [
            'Label created',
            'Picked up',
            order.status === 'Delivered' ? 'Delivered' : 'In transit',
          ],
        }),
      600,
    );
  });
}

const detailToggleColumn: GridColDef = {
  ...GRID_DETAIL_PANEL_TOGGLE_COL_DEF,
  renderHeader: () => (
    <Box
      component="span"
      sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
    >
      Details
    </Box>
  ),
};

const columns: GridColDef<Order>[] = [
  detailToggleColumn,
  { field: 'orderNumber', headerName: 'Order', width: 120 },
  { field: 'customer', headerName: 'Customer', width: 170 },
  { field: 'status', headerName: 'Status', width: 110 },
];

// Mounted only while the panel is open: the request starts when the user opens it.
function ShipmentPanel({ order }: { order: Order }) {
  const [shipment, setShipment] = React.useState<Shipment | null>(null);
  React.useEffect(() => {
    let active = true;
    fetchShipment(order).then((result) => {
      if (active) setShipment(result);
    });
    return () => {
      active = false;
    };
  }, [order]);

  if (!shipment) {
    return (
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', paddingBlock: 1.5, paddingInline: 3 }}
      >
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2" role="status">
          Loading the shipment of {order.orderNumber}…
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack spacing={0.5} sx={{ paddingBlock: 1.5, paddingInline: 3 }}>
      <Typography variant="body2">
        {shipment.carrier}, tracking number {shipment.tracking}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {shipment.events.join(' → ')}
      </Typography>
    </Stack>
  );
}

const getDetailPanelContent = ({ row }: GridRowParams<Order>) => <ShipmentPanel order={row} />;
const getDetailPanelHeight = () => 'auto' as const;

export default function MasterDetailLazy() {
  const gridRef = useGridName('Orders whose shipment loads when opened');
  return (
    <Box sx={{ height: 400, width: '100%' }}>
      <DataGridPro
        ref={gridRef}
        rows={orders}
        columns={columns}
        getDetailPanelContent={getDetailPanelContent}
        getDetailPanelHeight={getDetailPanelHeight}
        hideFooter
      />
    </Box>
  );
}
