import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from '@/i18n/I18nProvider';
import type { FeedbackWidgetProps } from './FeedbackWidget';

/** Same height and title as the widget, so swapping it in moves nothing. */
function Placeholder() {
  const t = useTranslate();
  return (
    <Box sx={{ my: 4, minHeight: 40, display: 'flex', alignItems: 'center' }}>
      <Typography component="p" variant="body1" sx={{ fontWeight: 500 }}>
        {t('feedback.title')}
      </Typography>
    </Box>
  );
}

/** The widget (text field, snackbar) loads after hydration, outside the page's first JavaScript. */
const FeedbackWidget = dynamic(() => import('./FeedbackWidget'), {
  ssr: false,
  loading: Placeholder,
});

export default function LazyFeedbackWidget(props: FeedbackWidgetProps) {
  return <FeedbackWidget {...props} />;
}
