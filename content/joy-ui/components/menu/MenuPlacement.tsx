import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Sheet from '@mui/joy/Sheet';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import ShareRounded from '@mui/icons-material/ShareRounded';

type Direction = 'ltr' | 'rtl';

export default function MenuPlacement() {
  const toolbarRef = React.useRef<HTMLDivElement>(null);
  const [direction, setDirection] = React.useState<Direction>('ltr');
  // The Menu does not read the page's direction: look it up each time a menu opens.
  const readDirection = (_event: React.SyntheticEvent | null, isOpen: boolean) => {
    if (isOpen && toolbarRef.current) {
      setDirection(getComputedStyle(toolbarRef.current).direction === 'rtl' ? 'rtl' : 'ltr');
    }
  };
  return (
    <Sheet
      ref={toolbarRef}
      variant="outlined"
      sx={{
        width: '100%',
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 1,
        padding: 1,
        borderRadius: 'sm',
      }}
    >
      <Dropdown onOpenChange={readDirection}>
        <MenuButton variant="plain" startDecorator={<FileDownloadRounded />}>
          Export
        </MenuButton>
        <Menu placement="bottom-start" direction={direction}>
          <MenuItem>PDF document</MenuItem>
          <MenuItem>CSV spreadsheet</MenuItem>
          <MenuItem>PNG image</MenuItem>
        </Menu>
      </Dropdown>
      <Dropdown onOpenChange={readDirection}>
        <MenuButton variant="plain" startDecorator={<ShareRounded />}>
          Share
        </MenuButton>
        <Menu placement="bottom-end" direction={direction}>
          <MenuItem>Copy the link</MenuItem>
          <MenuItem>Email the team</MenuItem>
          <MenuItem>Post to the project channel</MenuItem>
        </Menu>
      </Dropdown>
    </Sheet>
  );
}
