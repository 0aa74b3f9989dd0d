import * as React from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';
import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Slider from '@mui/joy/Slider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
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
    volume: 'Volume',
  },
  rtl: {
    title: 'العربية',
    search: 'بحث',
    home: 'الرئيسية',
    page: 'الإعدادات',
    tag: 'جديد',
    wifi: 'واي فاي',
    volume: 'مستوى الصوت',
  },
};

function Panel({ dir }: { dir: 'ltr' | 'rtl' }) {
  const text = copy[dir];
  // Each panel gets its own Emotion cache: the right-to-left one runs stylis-plugin-rtl, which
  // turns the physical `left`/`right` inside Joy's styles (the switch's thumb, for one) around.
  const [cache] = React.useState(() =>
    dir === 'rtl'
      ? createCache({ key: 'joy-demo-rtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'joy-demo-ltr', stylisPlugins: [prefixer] }),
  );
  return (
    <CacheProvider value={cache}>
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
        <FormControl orientation="horizontal" size="sm" sx={{ gap: 1, alignItems: 'center' }}>
          <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>{text.wifi}</FormLabel>
          <Switch defaultChecked />
        </FormControl>
        {/* The slider places its thumb with inline styles, which no Emotion plugin sees: it needs isRtl. */}
        <Slider
          size="sm"
          defaultValue={30}
          isRtl={dir === 'rtl'}
          slotProps={{ input: { 'aria-label': text.volume } }}
        />
      </Box>
    </CacheProvider>
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
