/** Material UI components whose playground needs more than their generated controls. */
import type * as React from 'react';
import type { PlaygroundOverrides } from '../overrideTypes';
import {
  CLICK_AWAY_LISTENER,
  Anchored,
  WithElementChild,
  WithIconShape,
  WithListItems,
  WithModalContent,
  WithOptions,
  WithSummaryAndDetails,
} from '../samples';

const label = (text: string) => ({ inputProps: { 'aria-label': text } });

const overrides: PlaygroundOverrides = {
  // Initials on the default grey are below AA contrast: the default person icon instead.
  Avatar: { children: '' },
  CircularProgress: { sampleProps: { 'aria-label': 'Loading' } },
  LinearProgress: { sampleProps: { 'aria-label': 'Loading' } },
  // A list holds list items only: no sample text inside it.
  List: { children: '' },
  // The lab's Timeline is a <ul> too: list items inside, TimelineItem parts in the code.
  Timeline: { render: WithListItems, codeChildren: '<TimelineItem>…</TimelineItem>…' },
  CssBaseline: { skip: 'It only adds global styles to the page.' },
  Portal: { skip: 'It moves its children elsewhere in the document and shows nothing itself.' },
  Accordion: {
    render: WithSummaryAndDetails,
    codeChildren: '<AccordionSummary>…</AccordionSummary>…',
  },
  Autocomplete: {
    sampleProps: {
      options: ['Red', 'Green', 'Blue'],
      renderInput: (params: {
        InputProps: { ref: React.Ref<HTMLDivElement> };
        inputProps: object;
      }) => (
        <div ref={params.InputProps.ref}>
          <input {...params.inputProps} aria-label="Colour" className="playground-input" />
        </div>
      ),
    },
    hide: ['inputValue', 'value'],
  },
  Checkbox: { sampleProps: label('Sample checkbox') },
  ClickAwayListener: CLICK_AWAY_LISTENER,
  Dialog: { render: WithModalContent, codeChildren: '<div>…</div>' },
  Drawer: { children: 'Drawer content' },
  Menu: { render: Anchored, codeChildren: '<MenuItem>…</MenuItem>' },
  Modal: { render: WithModalContent, codeChildren: '<div>…</div>' },
  Popover: { render: Anchored, codeChildren: '<div>…</div>' },
  Popper: { render: Anchored, codeChildren: '<div>…</div>' },
  Radio: { sampleProps: label('Sample radio') },
  Select: {
    render: WithOptions,
    codeChildren: '<MenuItem value="one">One</MenuItem>…',
    sampleProps: { defaultValue: 'one', SelectDisplayProps: { 'aria-label': 'Sample choice' } },
  },
  // Children only size a skeleton; as text they show grey on grey, below AA contrast.
  Skeleton: { children: '' },
  Slider: { sampleProps: { defaultValue: 30, 'aria-label': 'Sample value' } },
  Snackbar: { sampleProps: { message: 'Sample message' } },
  SpeedDial: { sampleProps: { ariaLabel: 'Sample actions' }, hide: ['ariaLabel'] },
  Switch: { sampleProps: label('Sample switch') },
  Table: { children: '' },
  TextField: { sampleProps: { label: 'Label' } },
  TextareaAutosize: { sampleProps: { 'aria-label': 'Sample text' } },
  Tooltip: {
    render: WithElementChild,
    codeChildren: '<button>Sample button</button>',
    sampleProps: { title: 'Tooltip text' },
  },
  Stepper: { children: '' },
  SvgIcon: { render: WithIconShape, codeChildren: '<circle cx="12" cy="12" r="8" />' },
};

export default overrides;
