import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListDivider from '@mui/joy/ListDivider';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';

const insets = ['context', 'gutter', 'startDecorator', 'startContent'] as const;

export default function ListDividerInsets() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {insets.map((inset) => (
        <Box key={inset} sx={{ width: 220 }}>
          <Typography level="body-xs" sx={{ mb: 0.5, fontFamily: 'code' }} id={`inset-${inset}`}>
            inset=&quot;{inset}&quot;
          </Typography>
          {/* A <div> list: its items and divider render as <div>s, so no separator sits in a <ul>. */}
          <List
            component="div"
            role="group"
            variant="outlined"
            aria-labelledby={`inset-${inset}`}
            sx={{ borderRadius: 'sm' }}
          >
            <ListItem>
              <ListItemDecorator>
                <Avatar component="span" size="sm">
                  AT
                </Avatar>
              </ListItemDecorator>
              Aiko Tanaka
            </ListItem>
            <ListDivider inset={inset} />
            <ListItem>
              <ListItemDecorator>
                <Avatar component="span" size="sm">
                  BV
                </Avatar>
              </ListItemDecorator>
              Bram de Vries
            </ListItem>
          </List>
        </Box>
      ))}
    </Box>
  );
}
