import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { VariantProp, ColorPaletteProp } from '@mui/joy/styles';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import InsightsRounded from '@mui/icons-material/InsightsRounded';
import PeopleOutlineRounded from '@mui/icons-material/PeopleOutlineRounded';

const pages = [
  { label: 'Overview', icon: <DashboardOutlined /> },
  { label: 'Reports', icon: <InsightsRounded /> },
  { label: 'Team', icon: <PeopleOutlineRounded /> },
];

const looks: { variant: VariantProp; color: ColorPaletteProp }[] = [
  { variant: 'plain', color: 'neutral' },
  { variant: 'soft', color: 'primary' },
  { variant: 'solid', color: 'primary' },
];

function Sidebar({ variant, color }: { variant: VariantProp; color: ColorPaletteProp }) {
  const [current, setCurrent] = React.useState('Reports');
  const headingId = React.useId();
  return (
    <nav aria-labelledby={headingId}>
      <Typography id={headingId} level="body-xs" component="p" sx={{ mb: 0.5 }}>
        variant=&quot;{variant}&quot; color=&quot;{color}&quot;
      </Typography>
      <List size="sm" sx={{ '--ListItem-radius': '6px', minWidth: 160 }}>
        {pages.map((page) => (
          <ListItem key={page.label}>
            <ListItemButton
              variant={current === page.label ? variant : 'plain'}
              color={current === page.label ? color : 'neutral'}
              selected={current === page.label}
              aria-current={current === page.label ? 'page' : undefined}
              onClick={() => setCurrent(page.label)}
            >
              <ListItemDecorator>{page.icon}</ListItemDecorator>
              {page.label}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}

export default function ListSelectedLook() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {looks.map((look) => (
        <Sidebar key={`${look.variant}-${look.color}`} {...look} />
      ))}
    </Stack>
  );
}
