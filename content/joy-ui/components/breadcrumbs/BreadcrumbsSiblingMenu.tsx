import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Dropdown from '@mui/joy/Dropdown';
import Link from '@mui/joy/Link';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';

const projects = ['Harbour bridge', 'Tram depot', 'North pier'];

export default function BreadcrumbsSiblingMenu() {
  const [project, setProject] = React.useState('Tram depot');
  return (
    <Breadcrumbs aria-label="Project location">
      <Link color="neutral" href="#switching-between-siblings">
        Workspace
      </Link>
      <Dropdown>
        <MenuButton
          variant="plain"
          size="sm"
          endDecorator={<KeyboardArrowDownRounded />}
          aria-label={`${project}, switch project`}
          aria-current="page"
          sx={{ fontWeight: 'md' }}
        >
          {project}
        </MenuButton>
        <Menu size="sm" placement="bottom-start">
          {projects.map((name) => (
            <MenuItem key={name} selected={name === project} onClick={() => setProject(name)}>
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
    </Breadcrumbs>
  );
}
