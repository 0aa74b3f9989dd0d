import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const messages = [
  {
    from: 'Noor Haddad',
    initials: 'NH',
    subject: 'Kiln schedule',
    preview:
      'The bisque firing moves to Saturday morning. Bring your pieces by Friday evening and label the shelves.',
  },
  {
    from: 'Tomás Ferreira',
    initials: 'TF',
    subject: 'Glaze order',
    preview:
      'Celadon and tenmoku arrived; the shino is back-ordered until the end of the month, sorry.',
  },
  {
    from: 'Ingrid Sørensen',
    initials: 'IS',
    subject: 'Open studio',
    preview: 'Can two of you help set up the tables on Sunday? It should take an hour at most.',
  },
];

export default function ThreeLineList() {
  const [top, setTop] = React.useState(true);

  return (
    <div>
      <FormControlLabel
        control={<Switch checked={top} onChange={(event) => setTop(event.target.checked)} />}
        label={'alignItems="flex-start"'}
      />
      <List aria-label="Studio messages" sx={{ maxWidth: 420, bgcolor: 'background.paper' }}>
        {messages.map((message, index) => (
          <React.Fragment key={message.from}>
            <ListItem
              alignItems={top ? 'flex-start' : 'center'}
              divider={index < messages.length - 1}
            >
              <ListItemAvatar>
                <Avatar aria-hidden sx={{ bgcolor: 'grey.700', color: 'common.white' }}>
                  {message.initials}
                </Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={message.subject}
                secondary={
                  <>
                    <Typography component="span" variant="body2" sx={{ color: 'text.primary' }}>
                      {message.from}
                    </Typography>
                    {` — ${message.preview}`}
                  </>
                }
              />
            </ListItem>
          </React.Fragment>
        ))}
      </List>
    </div>
  );
}
