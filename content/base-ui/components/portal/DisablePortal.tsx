import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import { styled } from '@mui/system';

const Panel = styled('div')(({ theme }) => ({
  padding: '12px 16px',
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.5)',
  }),
}));

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(true);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <div style={{ display: 'grid', gap: 12, fontSize: '0.875rem' }}>
      <label>
        <input
          type="checkbox"
          checked={disablePortal}
          onChange={(event) => setDisablePortal(event.target.checked)}
        />{' '}
        disablePortal
      </label>
      <Panel>
        Parent:{' '}
        <Portal disablePortal={disablePortal} container={() => target.current}>
          <strong>Invoice #2291 · paid</strong>
        </Portal>
      </Panel>
      <Panel ref={target}>Container: </Panel>
    </div>
  );
}
