import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ButtonGroup from '@mui/joy/ButtonGroup';
import Divider from '@mui/joy/Divider';
import IconButton from '@mui/joy/IconButton';
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';

export default function ButtonGroupCustomSeparator() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
      <ButtonGroup
        aria-label="Rate this answer"
        variant="soft"
        sx={{ '--ButtonGroup-radius': '40px' }}
      >
        <Button startDecorator={<ThumbUpOutlined />}>Helpful</Button>
        <Button startDecorator={<ThumbDownOutlined />}>Not helpful</Button>
      </ButtonGroup>
      <ButtonGroup
        aria-label="Vote"
        variant="solid"
        color="primary"
        sx={{ '--ButtonGroup-separatorColor': 'transparent' }}
      >
        <IconButton aria-label="Vote up">
          <ThumbUpOutlined />
        </IconButton>
        <Divider />
        <IconButton aria-label="Vote down">
          <ThumbDownOutlined />
        </IconButton>
      </ButtonGroup>
      <ButtonGroup
        aria-label="Page size"
        variant="solid"
        color="neutral"
        sx={{ '--ButtonGroup-separatorColor': 'var(--joy-palette-neutral-400)' }}
      >
        <Button>25</Button>
        <Button>50</Button>
        <Button>100</Button>
      </ButtonGroup>
    </Box>
  );
}
