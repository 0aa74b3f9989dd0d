import { Badge as BaseBadge, badgeClasses } from '@mui/base/Badge';
import { styled } from '@mui/system';
import MailIcon from '@mui/icons-material/MailOutlined';

const Badge = styled(BaseBadge)(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  [`& .${badgeClasses.badge}`]: {
    position: 'absolute',
    top: -6,
    insetInlineEnd: -8,
    minWidth: 20,
    height: 20,
    padding: '0 6px',
    boxSizing: 'border-box',
    borderRadius: 999,
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: '20px',
    textAlign: 'center',
    color: '#fff',
    backgroundColor: '#c4291c',
    boxShadow: '0 0 0 2px #fff',
    ...theme.applyStyles('dark', { boxShadow: '0 0 0 2px #171a21' }),
  },
}));

const Square = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  padding: 8,
  borderRadius: 8,
  backgroundColor: '#e3ecff',
  color: '#1c377f',
  ...theme.applyStyles('dark', { backgroundColor: '#262b35', color: '#c2d4ff' }),
}));

export default function BasicBadge() {
  return (
    <div style={{ display: 'flex', gap: 32 }}>
      {[4, 18].map((count) => (
        <Badge
          key={count}
          badgeContent={count}
          role="img"
          aria-label={`Inbox, ${count} unread messages`}
        >
          <Square>
            <MailIcon aria-hidden />
          </Square>
        </Badge>
      ))}
    </div>
  );
}
