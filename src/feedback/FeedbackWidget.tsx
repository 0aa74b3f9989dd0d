import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ThumbDownAltOutlinedIcon from '@mui/icons-material/ThumbDownAltOutlined';
import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import { useDocsConfig } from '@/config/DocsProvider';
import { useTranslate } from '@/i18n/I18nProvider';
import { submitFeedback, type FeedbackRating } from './submitFeedback';

export interface FeedbackWidgetProps {
  /** Route of the page, e.g. `/material-ui/react-button/`. */
  page: string;
  version: string;
  language: string;
}

type Notice = 'thanks' | 'error';

const COMMENT_MAX_LENGTH = 2000;
const NOTICE_DURATION_MS = 6000;

/**
 * "Was this page helpful?": a thumb up or down opens an optional comment, then the result is
 * announced in a snackbar. The comment is only ever a text field value, never markup.
 */
export function FeedbackWidget({ page, version, language }: FeedbackWidgetProps) {
  const t = useTranslate();
  const { site } = useDocsConfig();
  const titleId = React.useId();
  const [rating, setRating] = React.useState<FeedbackRating | null>(null);
  const [comment, setComment] = React.useState('');
  const [submitting, setSubmitting] = React.useState(false);
  // Kept after closing so the snackbar does not change text during its exit transition.
  const [notice, setNotice] = React.useState<Notice>('thanks');
  const [noticeOpen, setNoticeOpen] = React.useState(false);
  const thumbRefs = {
    up: React.useRef<HTMLButtonElement>(null),
    down: React.useRef<HTMLButtonElement>(null),
  };
  // A ref, not state: two key presses in one frame must not both send.
  const inFlight = React.useRef(false);
  const mounted = React.useRef(true);
  React.useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The comment box unmounts on close; put focus back on the thumb that opened it.
  const closeForm = (chosen: FeedbackRating) => {
    thumbRefs[chosen].current?.focus();
    setRating(null);
    setComment('');
  };

  const showNotice = (next: Notice) => {
    setNotice(next);
    setNoticeOpen(true);
  };

  const submit = async () => {
    if (rating === null || inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    const result = await submitFeedback(site.feedbackUrl, {
      page,
      rating,
      comment,
      version,
      language,
    });
    inFlight.current = false;
    if (!mounted.current) return;
    setSubmitting(false);
    if (result.ok) {
      closeForm(rating);
      showNotice('thanks');
    } else {
      showNotice('error'); // keep the comment so the reader can try again
    }
  };

  const handleCommentKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape' && rating !== null && !submitting) {
      event.preventDefault();
      closeForm(rating);
    }
  };

  const handleNoticeClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    if (reason !== 'clickaway') setNoticeOpen(false);
  };

  const thumb = (value: FeedbackRating) => {
    const label = t(value === 'up' ? 'feedback.yes' : 'feedback.no');
    const Icon = value === 'up' ? ThumbUpAltOutlinedIcon : ThumbDownAltOutlinedIcon;
    return (
      <Tooltip title={label}>
        <IconButton
          ref={thumbRefs[value]}
          aria-label={label}
          aria-pressed={rating === value}
          color={rating === value ? 'primary' : 'default'}
          onClick={() => {
            if (!submitting) setRating(value);
          }}
        >
          <Icon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  };

  return (
    <Box component="section" aria-labelledby={titleId} sx={{ my: 4 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography id={titleId} component="h2" variant="body1" sx={{ fontWeight: 500 }}>
          {t('feedback.title')}
        </Typography>
        <Stack direction="row" role="group" aria-labelledby={titleId}>
          {thumb('up')}
          {thumb('down')}
        </Stack>
      </Stack>

      {rating !== null && (
        <Box
          component="form"
          noValidate
          aria-labelledby={titleId}
          aria-busy={submitting}
          onSubmit={(event: React.FormEvent) => {
            event.preventDefault();
            void submit();
          }}
          sx={{ mt: 1.5, maxWidth: 560 }}
        >
          <TextField
            autoFocus
            fullWidth
            multiline
            minRows={3}
            label={t(
              rating === 'down' ? 'feedback.commentPromptNegative' : 'feedback.commentLabel',
            )}
            helperText={t('feedback.commentShortcut')}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={handleCommentKeyDown}
            slotProps={{ htmlInput: { maxLength: COMMENT_MAX_LENGTH, readOnly: submitting } }}
          />
          <Stack direction="row" spacing={1} sx={{ mt: 1, justifyContent: 'flex-end' }}>
            {/* Not `disabled` while sending: that would drop keyboard focus to the page. */}
            <Button
              aria-disabled={submitting}
              onClick={() => {
                if (!submitting) closeForm(rating);
              }}
            >
              {t('feedback.cancel')}
            </Button>
            <Button type="submit" variant="contained" aria-disabled={submitting}>
              {t('feedback.submit')}
            </Button>
          </Stack>
        </Box>
      )}

      <Snackbar
        open={noticeOpen}
        autoHideDuration={NOTICE_DURATION_MS}
        onClose={handleNoticeClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={handleNoticeClose}
          closeText={t('feedback.close')}
          severity={notice === 'error' ? 'error' : 'success'}
          role={notice === 'error' ? 'alert' : 'status'}
          variant="filled"
        >
          {notice === 'error' ? t('feedback.submitError') : t('feedback.thanks')}
        </Alert>
      </Snackbar>
    </Box>
  );
}

export default FeedbackWidget;
