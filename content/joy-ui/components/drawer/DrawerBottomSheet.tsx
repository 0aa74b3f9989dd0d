import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import IosShareRounded from '@mui/icons-material/IosShareRounded';

const actions = [
  { label: 'Share', icon: <IosShareRounded /> },
  { label: 'Copy link', icon: <ContentCopyRounded /> },
  { label: 'Move to folder', icon: <DriveFileMoveOutlined /> },
];

export default function DrawerBottomSheet() {
  const [open, setOpen] = React.useState(false);
  const [last, setLast] = React.useState<string | null>(null);
  const choose = (label: string) => {
    setLast(label);
    setOpen(false);
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="soft" color="neutral" onClick={() => setOpen(true)}>
        Actions for holiday-photos.zip
      </Button>
      <Box component="span" role="status" sx={{ fontSize: 'sm' }}>
        {last ? `Chosen: ${last}` : ''}
      </Box>
      <Drawer
        anchor="bottom"
        size="sm"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          content: {
            sx: {
              // A bottom sheet: as tall as its content, rounded on the top edge only.
              height: 'auto',
              maxWidth: 480,
              insetInline: 0,
              marginInline: 'auto',
              // The sx radius shorthand ('lg') only applies to borderRadius itself.
              borderStartStartRadius: (theme) => theme.vars.radius.lg,
              borderStartEndRadius: (theme) => theme.vars.radius.lg,
              paddingBlockEnd: 2,
            },
          },
        }}
      >
        <Box
          aria-hidden="true"
          sx={{
            width: 40,
            height: 4,
            borderRadius: 'xs',
            bgcolor: 'neutral.outlinedBorder',
            marginInline: 'auto',
            marginBlockStart: 1,
          }}
        />
        <DialogTitle>holiday-photos.zip</DialogTitle>
        <List size="lg">
          {actions.map((action) => (
            <ListItem key={action.label}>
              <ListItemButton onClick={() => choose(action.label)}>
                <ListItemDecorator>{action.icon}</ListItemDecorator>
                {action.label}
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem>
            <ListItemButton color="danger" onClick={() => choose('Delete')}>
              <ListItemDecorator>
                <DeleteOutlineRounded />
              </ListItemDecorator>
              Delete
            </ListItemButton>
          </ListItem>
        </List>
        <Button
          variant="outlined"
          color="neutral"
          sx={{ marginInline: 2 }}
          onClick={() => setOpen(false)}
        >
          Cancel
        </Button>
      </Drawer>
    </Box>
  );
}
