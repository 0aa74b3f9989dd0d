import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Slider from '@mui/joy/Slider';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

const copy = {
  ltr: {
    title: 'English',
    search: 'Search',
    home: 'Home',
    page: 'Settings',
    tag: 'New',
    wifi: 'Wi-Fi',
  },
  rtl: {
    title: 'العربية',
    search: 'بحث',
    home: 'الرئيسية',
    page: 'الإعدادات',
    tag: 'جديد',
    wifi: 'واي فاي',
  },
};

function Panel({ dir }: { dir: 'ltr' | 'rtl' }) {
  const text = copy[dir];
  return (
    <Box
      dir={dir}
      lang={dir === 'rtl' ? 'ar' : 'en'}
      sx={{
        flex: 1,
        minWidth: 240,
        p: 2,
        border: '1px solid',
        borderColor: 'divider',
        borderRadius: 'md',
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Typography level="title-sm">
        {text.title} · dir=&quot;{dir}&quot;
      </Typography>
      <Breadcrumbs size="sm" aria-label={text.page}>
        <Link color="neutral" href="/joy-ui/customization/right-to-left/">
          {text.home}
        </Link>
        <Typography level="body-sm">{text.page}</Typography>
      </Breadcrumbs>
      <Input
        size="sm"
        placeholder={text.search}
        startDecorator={<SearchRounded />}
        endDecorator={<Chip size="sm">{text.tag}</Chip>}
        slotProps={{ input: { 'aria-label': text.search } }}
      />
      <Typography component="label" level="body-sm" endDecorator={<Switch defaultChecked />}>
        {text.wifi}
      </Typography>
      <Slider size="sm" defaultValue={30} slotProps={{ input: { 'aria-label': text.wifi } }} />
    </Box>
  );
}

export default function DirectionSideBySide() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Panel dir="ltr" />
      <Panel dir="rtl" />
    </Box>
  );
}
