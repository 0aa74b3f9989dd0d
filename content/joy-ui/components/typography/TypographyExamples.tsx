import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import RadioButtonUncheckedRounded from '@mui/icons-material/RadioButtonUncheckedRounded';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import ScheduleRounded from '@mui/icons-material/ScheduleRounded';

const rules = [
  { text: 'At least 12 characters', met: true },
  { text: 'One number', met: true },
  { text: 'One symbol', met: false },
];

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export default function TypographyExamples() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 3,
        width: '100%',
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rules.map((rule) => (
          <Typography
            key={rule.text}
            component="li"
            level="body-sm"
            textColor={rule.met ? 'success.plainColor' : 'text.secondary'}
            startDecorator={rule.met ? <CheckCircleRounded /> : <RadioButtonUncheckedRounded />}
          >
            {rule.text}
            <Box component="span" sx={visuallyHidden}>
              {rule.met ? ' (met)' : ' (not met yet)'}
            </Box>
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography
          level="title-sm"
          startDecorator={<InsertDriveFileOutlined />}
          endDecorator={
            <Chip component="span" size="sm" variant="outlined">
              2.4 MB
            </Chip>
          }
        >
          quarterly-report.pdf
        </Typography>
        <Typography level="body-xs" startDecorator={<ScheduleRounded />}>
          Uploaded 3 hours ago
        </Typography>
      </Box>
      <Typography
        level="body-md"
        startDecorator={
          <Typography component="span" level="title-md" textColor="text.tertiary">
            €
          </Typography>
        }
        endDecorator={
          <Chip component="span" size="sm" color="success" variant="soft">
            −15 %
          </Chip>
        }
        sx={{ alignItems: 'flex-start' }}
      >
        <Typography component="span" fontSize="xl2" fontWeight="lg">
          84.15
        </Typography>
      </Typography>
    </Box>
  );
}
