import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';

const themes = [
  { name: 'Filled', Icon: DeleteIcon },
  { name: 'Outlined', Icon: DeleteOutlinedIcon },
  { name: 'Rounded', Icon: DeleteRoundedIcon },
  { name: 'TwoTone', Icon: DeleteTwoToneIcon },
  { name: 'Sharp', Icon: DeleteSharpIcon },
];

export default function IconThemes() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {themes.map(({ name, Icon }) => (
        <Stack key={name} spacing={0.5} sx={{ alignItems: 'center' }}>
          <Icon fontSize="large" />
          <Typography variant="caption">{name}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
