import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Divider from '@mui/material/Divider';
import FlightIcon from '@mui/icons-material/Flight';
import HotelIcon from '@mui/icons-material/Hotel';
import TrainIcon from '@mui/icons-material/Train';

const bookings = [
  { icon: <FlightIcon />, title: 'Flight to Lisbon', detail: 'Thu 12 March, 07:40' },
  { icon: <HotelIcon />, title: 'Hotel Alfama, 3 nights', detail: 'Check-in from 15:00' },
  { icon: <TrainIcon />, title: 'Train to Porto', detail: 'Sun 15 March, 10:09' },
];

export default function ListDividers() {
  return (
    <List
      aria-label="Trip bookings"
      sx={{ width: '100%', maxWidth: 360, bgcolor: 'background.paper' }}
    >
      {bookings.map((booking, index) => (
        <React.Fragment key={booking.title}>
          {/* An <hr> in a hidden <li>: valid in a <ul>, and not counted as a list item. */}
          {index > 0 ? (
            <li aria-hidden="true">
              <Divider variant="inset" />
            </li>
          ) : null}
          <ListItem>
            <ListItemAvatar>
              <Avatar sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
                {booking.icon}
              </Avatar>
            </ListItemAvatar>
            <ListItemText primary={booking.title} secondary={booking.detail} />
          </ListItem>
        </React.Fragment>
      ))}
    </List>
  );
}
