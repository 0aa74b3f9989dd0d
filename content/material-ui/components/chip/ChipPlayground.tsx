import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip, { ChipProps } from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';

const colors = ['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning'] as const;
type Adornment = 'none' | 'icon' | 'avatar';

export default function ChipPlayground() {
  const [variant, setVariant] = React.useState<'filled' | 'outlined'>('filled');
  const [size, setSize] = React.useState<'medium' | 'small'>('medium');
  const [color, setColor] = React.useState<NonNullable<ChipProps['color']>>('primary');
  const [adornment, setAdornment] = React.useState<Adornment>('icon');
  const [clickable, setClickable] = React.useState(true);
  const [deletable, setDeletable] = React.useState(false);
  const [log, setLog] = React.useState('');

  const props = [
    'label="On sale"',
    variant !== 'filled' && `variant="${variant}"`,
    size !== 'medium' && `size="${size}"`,
    color !== 'default' && `color="${color}"`,
    adornment === 'icon' && 'icon={<LocalOfferIcon />}',
    adornment === 'avatar' && 'avatar={<Avatar>S</Avatar>}',
    clickable && 'onClick={handleClick}',
    deletable && 'onDelete={handleDelete}',
  ].filter(Boolean);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          slotProps={{ select: { native: true } }}
          size="small"
          label="Variant"
          value={variant}
          onChange={(event) => setVariant(event.target.value as 'filled' | 'outlined')}
          sx={{ minWidth: 120 }}
        >
          <option value="filled">filled</option>
          <option value="outlined">outlined</option>
        </TextField>
        <TextField
          select
          slotProps={{ select: { native: true } }}
          size="small"
          label="Size"
          value={size}
          onChange={(event) => setSize(event.target.value as 'medium' | 'small')}
          sx={{ minWidth: 120 }}
        >
          <option value="medium">medium</option>
          <option value="small">small</option>
        </TextField>
        <TextField
          select
          slotProps={{ select: { native: true } }}
          size="small"
          label="Colour"
          value={color}
          onChange={(event) => setColor(event.target.value as (typeof colors)[number])}
          sx={{ minWidth: 120 }}
        >
          {colors.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </TextField>
        <TextField
          select
          slotProps={{ select: { native: true } }}
          size="small"
          label="Adornment"
          value={adornment}
          onChange={(event) => setAdornment(event.target.value as Adornment)}
          sx={{ minWidth: 120 }}
        >
          <option value="none">none</option>
          <option value="icon">icon</option>
          <option value="avatar">avatar</option>
        </TextField>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <FormControlLabel
          control={
            <Switch checked={clickable} onChange={(event) => setClickable(event.target.checked)} />
          }
          label="onClick"
        />
        <FormControlLabel
          control={
            <Switch checked={deletable} onChange={(event) => setDeletable(event.target.checked)} />
          }
          label="onDelete"
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Chip
          label="On sale"
          variant={variant}
          size={size}
          color={color}
          icon={adornment === 'icon' ? <LocalOfferIcon /> : undefined}
          avatar={adornment === 'avatar' ? <Avatar>S</Avatar> : undefined}
          onClick={clickable ? () => setLog('onClick ran') : undefined}
          onDelete={deletable ? () => setLog('onDelete ran') : undefined}
        />
        <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
          {log}
        </Typography>
      </Stack>
      <Box
        component="pre"
        sx={{
          margin: 0,
          padding: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          fontFamily: 'monospace',
          fontSize: '0.8125rem',
          overflowX: 'auto',
        }}
      >
        {`<Chip\n  ${props.join('\n  ')}\n/>`}
      </Box>
    </Stack>
  );
}
