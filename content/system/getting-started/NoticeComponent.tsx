import * as React from 'react';
import { styled, useThemeProps } from '@mui/system';

interface NoticeProps {
  title: string;
  children: React.ReactNode;
  tone?: 'info' | 'success';
}

type NoticeOwnerState = Required<Pick<NoticeProps, 'tone'>>;

const NoticeRoot = styled('section', { name: 'AcmeNotice', slot: 'root' })<{
  ownerState: NoticeOwnerState;
}>(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.shape.borderRadius,
  borderInlineStart: '4px solid',
  color: theme.palette.text.primary,
  variants: [
    {
      props: { tone: 'info' },
      style: { borderColor: theme.palette.info.main, backgroundColor: theme.palette.action.hover },
    },
    {
      props: { tone: 'success' },
      style: {
        borderColor: theme.palette.success.main,
        backgroundColor: theme.palette.action.hover,
      },
    },
  ],
}));

const NoticeTitle = styled('strong', { name: 'AcmeNotice', slot: 'title' })({
  fontSize: 15,
});

const NoticeBody = styled('div', { name: 'AcmeNotice', slot: 'body' })(({ theme }) => ({
  fontSize: 14,
  color: theme.palette.text.secondary,
}));

export const Notice = React.forwardRef<HTMLElement, NoticeProps>(function Notice(inProps, ref) {
  // theme.components.AcmeNotice.defaultProps fill in what the caller left out.
  const props = useThemeProps({ props: inProps, name: 'AcmeNotice' });
  const { title, children, tone = 'info' } = props;
  const ownerState = { tone };
  return (
    <NoticeRoot ref={ref} ownerState={ownerState} aria-label={title}>
      <NoticeTitle>{title}</NoticeTitle>
      <NoticeBody>{children}</NoticeBody>
    </NoticeRoot>
  );
});

export default function NoticeComponent() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 420 }}>
      <Notice title="Maintenance on Sunday">
        The booking system is read-only from 02:00 to 04:00 CET.
      </Notice>
      <Notice title="Export finished" tone="success">
        Your 1,204 invoices are ready to download.
      </Notice>
    </div>
  );
}
