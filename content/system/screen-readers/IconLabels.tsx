import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ShareOutlined from '@mui/icons-material/ShareOutlined';

const actions = [
  { label: 'Edit document', Icon: EditOutlined },
  { label: 'Share document', Icon: ShareOutlined },
  { label: 'Delete document', Icon: DeleteOutlined },
];

export default function IconLabels() {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {actions.map(({ label, Icon }) => (
        <Box
          key={label}
          component="button"
          type="button"
          sx={{
            display: 'inline-grid',
            placeItems: 'center',
            width: 40,
            height: 40,
            p: 0,
            border: 1,
            borderColor: 'divider',
            borderRadius: '50%',
            bgcolor: 'background.paper',
            color: 'text.primary',
            cursor: 'pointer',
            '&:hover': { bgcolor: 'action.hover' },
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Icon aria-hidden fontSize="small" />
          <Box component="span" sx={visuallyHidden}>
            {label}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
