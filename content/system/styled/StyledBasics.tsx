import { styled } from '@mui/system';

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  padding: theme.spacing(0.5, 1.25),
  borderRadius: 999,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  fontSize: 13,
  fontWeight: 500,
}));

const TagList = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

export default function StyledBasics() {
  return (
    <TagList>
      <Tag>react</Tag>
      <Tag>typescript</Tag>
      <Tag>design-systems</Tag>
      <Tag sx={{ borderColor: 'primary.main', color: 'primary.main' }}>accessibility</Tag>
    </TagList>
  );
}
