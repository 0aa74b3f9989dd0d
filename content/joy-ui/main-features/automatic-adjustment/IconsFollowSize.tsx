import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';

export default function IconsFollowSize() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Stack key={size} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Button size={size} startDecorator={<CloudUploadOutlined />}>
            Upload
          </Button>
          <IconButton size={size} variant="outlined" aria-label={`Delete (${size})`}>
            <DeleteOutline />
          </IconButton>
          <Chip size={size} variant="soft" startDecorator={<LocalOfferOutlined />}>
            Sale
          </Chip>
          <Typography level={size === 'lg' ? 'title-lg' : size === 'md' ? 'title-md' : 'title-sm'}>
            {size}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
