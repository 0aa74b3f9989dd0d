import * as React from 'react';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import IconButton from '@mui/joy/IconButton';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MoreHorizRounded from '@mui/icons-material/MoreHorizRounded';

const folders = ['Projects', 'Client work', '2026', 'Harbour museum', 'Brand'];

export default function BreadcrumbsCollapsed() {
  const [expanded, setExpanded] = React.useState(false);
  const middle = expanded ? folders.slice(0, -1) : [];
  return (
    <Breadcrumbs aria-label="Folder path">
      <Link color="neutral" href="#icons-and-collapsed-paths" startDecorator={<HomeOutlined />}>
        Drive
      </Link>
      {!expanded && (
        <IconButton
          size="sm"
          variant="plain"
          aria-label="Show the full path"
          onClick={() => setExpanded(true)}
        >
          <MoreHorizRounded />
        </IconButton>
      )}
      {middle.map((folder) => (
        <Link
          key={folder}
          color="neutral"
          href="#icons-and-collapsed-paths"
          startDecorator={<FolderOutlined />}
        >
          {folder}
        </Link>
      ))}
      <Typography aria-current="page" startDecorator={<FolderOutlined />}>
        {folders[folders.length - 1]}
      </Typography>
    </Breadcrumbs>
  );
}
