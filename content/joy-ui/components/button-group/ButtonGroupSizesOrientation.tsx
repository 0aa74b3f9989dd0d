import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';

export default function ButtonGroupSizesOrientation() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <ButtonGroup key={size} size={size} aria-label={`Size ${size}`}>
            <Button>Back</Button>
            <Button>Next</Button>
          </ButtonGroup>
        ))}
      </Box>
      <ButtonGroup orientation="vertical" variant="soft" aria-label="Sort order">
        <Button>Newest</Button>
        <Button>Oldest</Button>
        <Button>Most liked</Button>
      </ButtonGroup>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 240 }}>
        <ButtonGroup spacing={1} aria-label="Spaced buttons">
          <Button>Draft</Button>
          <Button>Publish</Button>
        </ButtonGroup>
        <ButtonGroup buttonFlex={1} aria-label="Stretched buttons" sx={{ width: '100%' }}>
          <Button>Yes</Button>
          <Button>No</Button>
        </ButtonGroup>
      </Box>
    </Box>
  );
}
