import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClassNameConfigurator } from '@mui/base/utils';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 12,
  justifyItems: 'start',
  fontSize: '0.875rem',
  '& .option': { display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' },
  '& .save': {
    padding: '6px 14px',
    border: 0,
    borderRadius: 8,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#fff',
    backgroundColor: '#2d57d6',
    cursor: 'pointer',
  },
  '& .save.is-focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .markup': {
    margin: 0,
    padding: '6px 10px',
    borderRadius: 6,
    fontFamily: 'ui-monospace, monospace',
    fontSize: '0.8125rem',
    backgroundColor: '#f0f3f7',
  },
  ...theme.applyStyles('dark', {
    '& .save': { color: '#0b0d12', backgroundColor: '#8aaeff' },
    '& .markup': { backgroundColor: '#22262f' },
  }),
}));

// Shows the button's real `class` attribute, updated whenever it changes.
function useClassAttribute(element: HTMLElement | null) {
  const [value, setValue] = React.useState('');
  React.useEffect(() => {
    if (!element) {
      return undefined;
    }
    setValue(element.className);
    const observer = new MutationObserver(() => setValue(element.className));
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [element]);
  return value;
}

export default function DefaultClassesSwitch() {
  const [disabled, setDisabled] = React.useState(false);
  const [button, setButton] = React.useState<HTMLButtonElement | null>(null);
  const classAttribute = useClassAttribute(button);

  return (
    <Styles>
      <label className="option">
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />
        Wrap in ClassNameConfigurator disableDefaultClasses
      </label>
      <ClassNameConfigurator disableDefaultClasses={disabled}>
        <Button
          ref={setButton}
          // Our own classes, derived from the owner state: they work with or without the defaults.
          slotProps={{
            root: (ownerState) => ({
              className: ownerState.focusVisible ? 'save is-focus-visible' : 'save',
            }),
          }}
        >
          Save draft
        </Button>
      </ClassNameConfigurator>
      <output className="markup">
        class=&quot;{classAttribute.trim().replace(/\s+/g, ' ')}&quot;
      </output>
    </Styles>
  );
}
