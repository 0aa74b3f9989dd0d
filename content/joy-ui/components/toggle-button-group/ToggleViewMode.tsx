import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';

type View = 'list' | 'grid';
const boats = ['Kestrel', 'Marlin', 'Osprey', 'Pelican', 'Tern', 'Gannet'];

export default function ToggleViewMode() {
  const [view, setView] = React.useState<View>('grid');
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography level="title-sm" id="boats-heading">
          Boats for hire
        </Typography>
        <ToggleButtonGroup
          size="sm"
          aria-label="Layout"
          value={view}
          onChange={(_event, value) => {
            if (value) setView(value);
          }}
        >
          <IconButton value="list" aria-label="List">
            <ViewListRounded />
          </IconButton>
          <IconButton value="grid" aria-label="Grid">
            <GridViewRounded />
          </IconButton>
        </ToggleButtonGroup>
      </Box>
      <Box
        component="ul"
        aria-labelledby="boats-heading"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: view === 'grid' ? 'repeat(auto-fill, minmax(110px, 1fr))' : '1fr',
        }}
      >
        {boats.map((boat) => (
          <Sheet
            key={boat}
            component="li"
            variant="outlined"
            sx={{ p: view === 'grid' ? 2 : 1, borderRadius: 'sm' }}
          >
            <Typography level="body-sm" textColor="text.primary">
              {boat}
            </Typography>
          </Sheet>
        ))}
      </Box>
    </Box>
  );
}
