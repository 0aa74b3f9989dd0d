import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

type Status = 'open' | 'closed' | 'all';

const tickets = [
  { id: 812, title: 'Checkout button overlaps the footer on tablets', status: 'open' },
  { id: 809, title: 'Password reset email arrives twice', status: 'closed' },
  { id: 805, title: 'Dark mode: chart labels are unreadable', status: 'open' },
  { id: 798, title: 'Export to CSV drops the last row', status: 'closed' },
] as const;

export default function SegmentedFilter() {
  const [status, setStatus] = React.useState<Status>('open');
  const visible = tickets.filter((ticket) => status === 'all' || ticket.status === status);

  return (
    <div style={{ maxWidth: 420 }}>
      <ToggleButtonGroup
        exclusive
        fullWidth
        size="small"
        value={status}
        onChange={(event, next: Status | null) => {
          if (next !== null) setStatus(next);
        }}
        aria-label="Filter tickets by status"
      >
        <ToggleButton value="open">Open</ToggleButton>
        <ToggleButton value="closed">Closed</ToggleButton>
        <ToggleButton value="all">All</ToggleButton>
      </ToggleButtonGroup>
      <List dense aria-label="Tickets" aria-live="polite">
        {visible.map((ticket) => (
          <ListItem key={ticket.id} divider>
            <ListItemText primary={ticket.title} secondary={`#${ticket.id} · ${ticket.status}`} />
          </ListItem>
        ))}
      </List>
    </div>
  );
}
