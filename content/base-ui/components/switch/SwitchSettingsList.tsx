import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { styled } from '@mui/system';

const SETTINGS = [
  { id: 'digest', label: 'Weekly digest', hint: 'A summary of your projects every Monday.' },
  { id: 'mentions', label: 'Mentions', hint: 'When someone @-mentions you in a comment.' },
  { id: 'billing', label: 'Billing alerts', hint: 'Always on for account owners.', locked: true },
];

const Styles = styled('fieldset')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  width: '100%',
  maxWidth: 400,
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: '0.875rem',
  '& .legend': { padding: 0, marginBlockEnd: 4, fontWeight: 700 },
  '& .setting': {
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: 16,
  },
  '& .text': { display: 'grid', gap: 2 },
  '& .hint': { color: '#5b6374', fontSize: '0.8125rem' },
  '& .switch': {
    position: 'relative',
    display: 'inline-block',
    flexShrink: 0,
    width: 40,
    height: 24,
  },
  '& .track': { position: 'absolute', inset: 0, borderRadius: 12, backgroundColor: '#7b8394' },
  '& .thumb': {
    position: 'absolute',
    top: 4,
    insetInlineStart: 4,
    width: 16,
    height: 16,
    borderRadius: '50%',
    backgroundColor: '#fff',
  },
  '& .input': { position: 'absolute', inset: 0, margin: 0, opacity: 0, cursor: 'pointer' },
  '& .switch.base--checked .track': { backgroundColor: '#2d57d6' },
  '& .switch.base--checked .thumb': { insetInlineStart: 20 },
  '& .switch.base--focusVisible .track': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .switch.base--disabled': { opacity: 0.5 },
  '& .switch.base--disabled .input': { cursor: 'not-allowed' },
  ...theme.applyStyles('dark', {
    '& .hint': { color: '#9aa2b1' },
    '& .track': { backgroundColor: '#4b5565' },
    '& .switch.base--checked .track': { backgroundColor: '#8aaeff' },
  }),
}));

export default function SwitchSettingsList() {
  return (
    <Styles>
      <legend className="legend">Email notifications</legend>
      {SETTINGS.map((setting) => (
        <div key={setting.id} className="setting">
          <span className="text">
            <label htmlFor={`setting-${setting.id}`}>{setting.label}</label>
            <span id={`setting-${setting.id}-hint`} className="hint">
              {setting.hint}
            </span>
          </span>
          <Switch
            defaultChecked={setting.id !== 'mentions'}
            disabled={setting.locked}
            slotProps={{
              root: { className: 'switch' },
              track: { className: 'track' },
              thumb: { className: 'thumb' },
              // The label names the input; the hint describes it.
              input: {
                className: 'input',
                id: `setting-${setting.id}`,
                'aria-describedby': `setting-${setting.id}-hint`,
              },
            }}
          />
        </div>
      ))}
    </Styles>
  );
}
