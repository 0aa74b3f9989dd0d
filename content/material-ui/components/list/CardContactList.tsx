import * as React from 'react';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import StarIcon from '@mui/icons-material/Star';

const contacts = [
  { name: 'Rosa Marín', role: 'Site manager', favourite: true },
  { name: 'Kwame Mensah', role: 'Electrician', favourite: false },
  { name: 'Hana Sato', role: 'Architect', favourite: true },
  { name: 'Olek Nowak', role: 'Plumber', favourite: false },
];

export default function CardContactList() {
  const [gutters, setGutters] = React.useState(false);
  const [inset, setInset] = React.useState(true);
  const subheaderId = React.useId();

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={inset} onChange={(event) => setInset(event.target.checked)} />}
        label="Inset the rows without an icon"
      />
      <FormControlLabel
        control={
          <Switch checked={gutters} onChange={(event) => setGutters(event.target.checked)} />
        }
        label="Keep the rows' gutters"
      />
      <Card variant="outlined" sx={{ maxWidth: 360, marginBlockStart: 1 }}>
        <CardContent>
          <Typography component="p" variant="subtitle1">
            Renovation, Calle Mayor 12
          </Typography>
          <List
            dense
            aria-labelledby={subheaderId}
            subheader={
              <ListSubheader id={subheaderId} disableGutters={!gutters}>
                Contacts
              </ListSubheader>
            }
          >
            {contacts.map((contact) => (
              <ListItem key={contact.name} disableGutters={!gutters}>
                {contact.favourite ? (
                  <ListItemIcon>
                    <StarIcon color="warning" titleAccess="Favourite" />
                  </ListItemIcon>
                ) : null}
                <ListItemText
                  inset={inset && !contact.favourite}
                  primary={contact.name}
                  secondary={contact.role}
                />
              </ListItem>
            ))}
          </List>
        </CardContent>
      </Card>
    </div>
  );
}
