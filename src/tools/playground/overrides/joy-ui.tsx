/** Joy UI components whose playground needs more than their generated controls. */
import type { PlaygroundOverrides } from '../overrideTypes';
import { WithElementChild, WithIconShape, WithModalContent, WithOptions } from '../samples';

const inputLabel = (slot: string, text: string) => ({
  slotProps: { [slot]: { 'aria-label': text } },
});

const overrides: PlaygroundOverrides = {
  CssBaseline: { skip: 'It only adds global styles to the page.' },
  CircularProgress: { sampleProps: { 'aria-label': 'Loading' } },
  LinearProgress: { sampleProps: { 'aria-label': 'Loading' } },
  // A list holds list items only: no sample text inside it.
  List: { children: '' },
  Stepper: { children: '' },
  Autocomplete: {
    sampleProps: { options: ['Red', 'Green', 'Blue'], ...inputLabel('input', 'Colour') },
    hide: ['inputValue', 'value'],
  },
  Checkbox: { sampleProps: { label: 'Sample checkbox' } },
  Drawer: { children: 'Drawer content' },
  Input: { sampleProps: inputLabel('input', 'Sample text') },
  Modal: { render: WithModalContent, codeChildren: '<div>…</div>' },
  Radio: { sampleProps: { label: 'Sample radio' } },
  Select: {
    render: WithOptions,
    codeChildren: '<Option value="one">One</Option>…',
    sampleProps: inputLabel('button', 'Sample choice'),
  },
  Slider: { sampleProps: { defaultValue: 30, 'aria-label': 'Sample value' } },
  Snackbar: { children: 'Sample message' },
  Switch: { sampleProps: inputLabel('input', 'Sample switch') },
  Table: { children: '' },
  Textarea: { sampleProps: inputLabel('textarea', 'Sample text') },
  Tooltip: {
    render: WithElementChild,
    codeChildren: '<button>Sample button</button>',
    sampleProps: { title: 'Tooltip text' },
  },
  Avatar: { children: 'AB' },
  Button: { children: 'Button' },
  SvgIcon: { render: WithIconShape, codeChildren: '<circle cx="12" cy="12" r="8" />' },
};

export default overrides;
