import { styled } from '@mui/material/styles';
import TextareaAutosize from '@mui/material/TextareaAutosize';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 360,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  color: theme.palette.text.primary,
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: theme.palette.text.primary },
  '&:focus': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -1 },
}));

export default function BasicTextareaAutosize() {
  return <Textarea aria-label="Notes" minRows={2} placeholder="Type a few lines to see it grow" />;
}
