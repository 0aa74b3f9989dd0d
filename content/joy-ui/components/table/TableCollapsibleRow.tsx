import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

interface Shipment {
  id: string;
  destination: string;
  status: string;
  events: { time: string; place: string; note: string }[];
}

const shipments: Shipment[] = [
  {
    id: 'SHP-5521',
    destination: 'Ghent',
    status: 'In transit',
    events: [
      { time: 'Nov 24, 08:10', place: 'Lille hub', note: 'Left the sorting centre' },
      { time: 'Nov 23, 17:45', place: 'Paris', note: 'Picked up' },
    ],
  },
  {
    id: 'SHP-5522',
    destination: 'Porto',
    status: 'Delivered',
    events: [
      { time: 'Nov 22, 11:02', place: 'Porto', note: 'Delivered to reception' },
      { time: 'Nov 21, 06:30', place: 'Madrid hub', note: 'Out for delivery' },
    ],
  },
];

function ShipmentRows({ shipment }: { shipment: Shipment }) {
  const [open, setOpen] = React.useState(false);
  const detailsId = `${shipment.id}-events`;
  return (
    <>
      <tr>
        <td>
          <IconButton
            size="sm"
            variant="plain"
            color="neutral"
            aria-expanded={open}
            aria-controls={detailsId}
            aria-label={`Tracking events for ${shipment.id}`}
            onClick={() => setOpen(!open)}
          >
            <KeyboardArrowDownRounded
              sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }}
            />
          </IconButton>
        </td>
        <th scope="row">{shipment.id}</th>
        <td>{shipment.destination}</td>
        <td>{shipment.status}</td>
      </tr>
      <tr id={detailsId} hidden={!open}>
        <td colSpan={4} style={{ height: 0, padding: 0 }}>
          <Sheet variant="soft" sx={{ p: 1, m: 1, borderRadius: 'sm' }}>
            <Table size="sm" aria-label={`Tracking events for ${shipment.id}`} borderAxis="none">
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Place</th>
                  <th scope="col">Event</th>
                </tr>
              </thead>
              <tbody>
                {shipment.events.map((event) => (
                  <tr key={event.time}>
                    <td>{event.time}</td>
                    <td>{event.place}</td>
                    <td>{event.note}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </Sheet>
        </td>
      </tr>
    </>
  );
}

export default function TableCollapsibleRow() {
  return (
    <Table aria-label="Shipments">
      <thead>
        <tr>
          <th scope="col" style={{ width: 48 }}>
            <span
              style={{
                position: 'absolute',
                width: 1,
                height: 1,
                overflow: 'hidden',
                clip: 'rect(0 0 0 0)',
              }}
            >
              Details
            </span>
          </th>
          <th scope="col">Shipment</th>
          <th scope="col">Destination</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {shipments.map((shipment) => (
          <ShipmentRows key={shipment.id} shipment={shipment} />
        ))}
      </tbody>
    </Table>
  );
}
