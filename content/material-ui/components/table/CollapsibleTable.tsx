import * as React from 'react';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '@mui/utils';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

interface Shipment {
  id: string;
  destination: string;
  status: string;
  parcels: { code: string; weight: string }[];
}

const shipments: Shipment[] = [
  {
    id: 'SH-118',
    destination: 'Rotterdam',
    status: 'In transit',
    parcels: [
      { code: 'P-1', weight: '12 kg' },
      { code: 'P-2', weight: '7.5 kg' },
    ],
  },
  {
    id: 'SH-119',
    destination: 'Gdańsk',
    status: 'Delivered',
    parcels: [{ code: 'P-1', weight: '3 kg' }],
  },
];

function ShipmentRow({ shipment }: { shipment: Shipment }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `${shipment.id}-parcels`;

  return (
    <React.Fragment>
      <TableRow sx={{ '& > td, & > th': { borderBottom: 'unset' } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`Parcels of ${shipment.id}`}
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            onClick={() => setOpen(!open)}
          >
            {open ? <KeyboardArrowUpIcon /> : <KeyboardArrowDownIcon />}
          </IconButton>
        </TableCell>
        <TableCell component="th" scope="row">
          {shipment.id}
        </TableCell>
        <TableCell>{shipment.destination}</TableCell>
        <TableCell>{shipment.status}</TableCell>
      </TableRow>
      <TableRow>
        <TableCell colSpan={4} sx={{ paddingBlock: 0 }}>
          <Collapse in={open} timeout="auto" unmountOnExit id={detailsId}>
            <Box sx={{ marginBlock: 1, marginInlineStart: 6 }}>
              <Table size="small" aria-label={`Parcels of ${shipment.id}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Parcel</TableCell>
                    <TableCell align="right">Weight</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shipment.parcels.map((parcel) => (
                    <TableRow key={parcel.code}>
                      <TableCell>{parcel.code}</TableCell>
                      <TableCell align="right">{parcel.weight}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          </Collapse>
        </TableCell>
      </TableRow>
    </React.Fragment>
  );
}

export default function CollapsibleTable() {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Shipments">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Box component="span" sx={visuallyHidden}>
                Details
              </Box>
            </TableCell>
            <TableCell>Shipment</TableCell>
            <TableCell>Destination</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {shipments.map((shipment) => (
            <ShipmentRow key={shipment.id} shipment={shipment} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
