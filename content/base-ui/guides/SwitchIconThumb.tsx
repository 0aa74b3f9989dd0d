import { Switch as BaseSwitch, switchClasses, type SwitchOwnerState } from '@mui/base/Switch';
import { styled } from '@mui/system';

// The thumb slot, replaced: it reads `ownerState` to pick its icon and keeps it off the DOM.
function IconThumb({
  ownerState,
  className,
}: {
  ownerState: SwitchOwnerState;
  className?: string;
}) {
  return (
    <span className={className}>
      <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
        {ownerState.checked ? (
          <path d="M10.5 1.5a6.5 6.5 0 1 0 4 10.6A5.5 5.5 0 0 1 10.5 1.5Z" fill="currentColor" />
        ) : (
          <g fill="currentColor">
            <circle cx="8" cy="8" r="3.2" />
            <path d="M7.3 0h1.4v2.4H7.3zM7.3 13.6h1.4V16H7.3zM0 7.3h2.4v1.4H0zM13.6 7.3H16v1.4h-2.4z" />
          </g>
        )}
      </svg>
    </span>
  );
}

const Switch = styled(BaseSwitch)(({ theme }) => ({
  position: 'relative',
  display: 'inline-block',
  flexShrink: 0,
  width: 44,
  height: 24,
  cursor: 'pointer',
  [`& .${switchClasses.track}`]: {
    position: 'absolute',
    inset: 0,
    borderRadius: 999,
    backgroundColor: '#b0b8c4',
    transition: 'background-color 150ms',
    ...theme.applyStyles('dark', { backgroundColor: '#4b5565' }),
  },
  [`& .${switchClasses.thumb}`]: {
    position: 'absolute',
    top: 3,
    insetInlineStart: 3,
    display: 'grid',
    placeItems: 'center',
    width: 18,
    height: 18,
    borderRadius: '50%',
    backgroundColor: '#fff',
    color: '#a15c00',
    transition: 'inset-inline-start 150ms',
  },
  [`& .${switchClasses.input}`]: {
    position: 'absolute',
    inset: 0,
    margin: 0,
    opacity: 0,
    cursor: 'inherit',
    zIndex: 1,
  },
  [`&.${switchClasses.checked} .${switchClasses.track}`]: { backgroundColor: '#2d57d6' },
  [`&.${switchClasses.checked} .${switchClasses.thumb}`]: {
    insetInlineStart: 23,
    color: '#2d57d6',
  },
  [`&.${switchClasses.focusVisible} .${switchClasses.track}`]: {
    outline: '3px solid #8aaeff',
    outlineOffset: 2,
  },
}));

const Label = styled('label')({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 12,
  fontSize: '0.875rem',
  cursor: 'pointer',
});

export default function SwitchIconThumb() {
  return (
    <Label>
      <Switch slots={{ thumb: IconThumb }} defaultChecked />
      Dark theme for reports
    </Label>
  );
}
