/** Base UI components whose playground needs more than their generated controls. */
import type { PlaygroundOverrides } from '../overrideTypes';
import {
  Anchored,
  CLICK_AWAY_LISTENER,
  InTableRow,
  WithElementChild,
  WithModalContent,
} from '../samples';

const inputLabel = (slot: string, text: string) => ({
  slotProps: { [slot]: { 'aria-label': text } },
});

const overrides: PlaygroundOverrides = {
  CssTransition: { skip: 'It animates the popup it sits in and shows nothing on its own.' },
  Portal: { skip: 'It moves its children elsewhere in the document and shows nothing itself.' },
  ClickAwayListener: CLICK_AWAY_LISTENER,
  FocusTrap: { render: WithElementChild, codeChildren: '<button>Sample button</button>' },
  Input: { sampleProps: inputLabel('input', 'Sample text') },
  Modal: { render: WithModalContent, codeChildren: '<div>…</div>' },
  Popper: { render: Anchored, codeChildren: '<div>…</div>' },
  Select: { sampleProps: { 'aria-label': 'Sample choice' }, children: '' },
  Slider: { sampleProps: { defaultValue: 30, ...inputLabel('input', 'Sample value') } },
  Switch: { sampleProps: inputLabel('input', 'Sample switch') },
  TablePagination: {
    sampleProps: { count: 100, page: 0, rowsPerPage: 10, onPageChange: () => undefined },
    hide: ['count', 'page', 'rowsPerPage'],
    render: InTableRow,
  },
  TextareaAutosize: { sampleProps: { 'aria-label': 'Sample text' } },
  Unstable_NumberInput: {
    // The input is a spin button (Base gives it aria-valuenow) and the steppers need names.
    sampleProps: {
      slotProps: {
        input: { role: 'spinbutton', 'aria-label': 'Sample number' },
        decrementButton: { children: '−', 'aria-label': 'Decrease' },
        incrementButton: { children: '+', 'aria-label': 'Increase' },
      },
    },
  },
  Unstable_Popup: { render: Anchored, codeChildren: '<div>…</div>' },
};

export default overrides;
