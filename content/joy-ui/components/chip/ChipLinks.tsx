import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import TagRounded from '@mui/icons-material/TagRounded';

const topics = [
  { label: 'Forms', href: '/joy-ui/react-input/' },
  { label: 'Data display', href: '/joy-ui/react-table/' },
  { label: 'Feedback', href: '/joy-ui/react-alert/' },
  { label: 'Navigation', href: '/joy-ui/react-tabs/' },
];

export default function ChipLinks() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Typography id="chip-links-topics" level="title-sm" component="p">
        Browse by topic
      </Typography>
      <Box
        component="nav"
        aria-labelledby="chip-links-topics"
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
      >
        {topics.map((topic) => (
          <Chip
            key={topic.label}
            variant="outlined"
            color="primary"
            startDecorator={<TagRounded />}
            slotProps={{ action: { component: 'a', href: topic.href } }}
          >
            {topic.label}
          </Chip>
        ))}
      </Box>
    </Box>
  );
}
