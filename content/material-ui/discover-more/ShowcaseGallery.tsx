import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid2';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

type Layout = 'sidebar' | 'grid' | 'form' | 'feed';

interface Project {
  title: string;
  category: 'Business' | 'Consumer' | 'Developer';
  layout: Layout;
  components: string[];
}

const PROJECTS: Project[] = [
  {
    title: 'Analytics dashboard',
    category: 'Business',
    layout: 'sidebar',
    components: ['Drawer', 'Card', 'Data Grid'],
  },
  {
    title: 'Inventory admin',
    category: 'Business',
    layout: 'grid',
    components: ['Table', 'Dialog', 'Autocomplete'],
  },
  {
    title: 'Checkout flow',
    category: 'Consumer',
    layout: 'form',
    components: ['Stepper', 'TextField', 'Radio'],
  },
  {
    title: 'Recipe community',
    category: 'Consumer',
    layout: 'feed',
    components: ['Card', 'Rating', 'Avatar'],
  },
  {
    title: 'Cloud console',
    category: 'Developer',
    layout: 'sidebar',
    components: ['Tabs', 'Alert', 'Snackbar'],
  },
  {
    title: 'API explorer',
    category: 'Developer',
    layout: 'form',
    components: ['Select', 'Accordion', 'Chip'],
  },
];

// A wireframe drawn with boxes; theme colours keep it legible in light and dark mode.
function Wireframe({ layout }: { layout: Layout }) {
  const block = { bgcolor: 'action.selected', borderRadius: 0.5 };
  return (
    <Box
      aria-hidden
      sx={{
        height: 96,
        p: 1,
        display: 'flex',
        gap: 0.75,
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    >
      {layout === 'sidebar' && (
        <Box sx={{ ...block, width: '22%', bgcolor: 'primary.main', opacity: 0.6 }} />
      )}
      <Box
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: layout === 'grid' ? 'row' : 'column',
          flexWrap: 'wrap',
          gap: 0.75,
        }}
      >
        {layout === 'grid' &&
          [0, 1, 2, 3, 4, 5].map((index) => (
            <Box key={index} sx={{ ...block, width: 'calc(33% - 4px)', height: 36 }} />
          ))}
        {layout === 'form' && (
          <>
            <Box sx={{ ...block, height: 12, width: '60%' }} />
            <Box sx={{ ...block, height: 16 }} />
            <Box sx={{ ...block, height: 16 }} />
            <Box
              sx={{
                ...block,
                height: 18,
                width: '35%',
                bgcolor: 'primary.main',
                opacity: 0.6,
                alignSelf: 'flex-end',
              }}
            />
          </>
        )}
        {layout === 'feed' && [0, 1].map((index) => <Box key={index} sx={{ ...block, flex: 1 }} />)}
        {layout === 'sidebar' && (
          <>
            <Box sx={{ ...block, height: 14, width: '40%' }} />
            <Box sx={{ ...block, flex: 1 }} />
          </>
        )}
      </Box>
    </Box>
  );
}

export default function ShowcaseGallery() {
  const [filter, setFilter] = React.useState<'All' | Project['category']>('All');
  const shown = PROJECTS.filter((project) => filter === 'All' || project.category === filter);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={filter}
        onChange={(_event, next) => next && setFilter(next)}
        aria-label="Filter by category"
        sx={{ alignSelf: 'center' }}
      >
        {(['All', 'Business', 'Consumer', 'Developer'] as const).map((category) => (
          <ToggleButton key={category} value={category}>
            {category}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Grid container spacing={2}>
        {shown.map((project) => (
          <Grid key={project.title} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Wireframe layout={project.layout} />
                <Typography variant="subtitle1" component="h3" sx={{ mt: 1.5 }}>
                  {project.title}
                </Typography>
                <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                  {project.category}
                </Typography>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
                  {project.components.map((name) => (
                    <Chip key={name} label={name} size="small" variant="outlined" />
                  ))}
                </Stack>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
