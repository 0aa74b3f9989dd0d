import * as React from 'react';
import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';

const skills = [
  'Bricklaying',
  'Carpentry',
  'Electrical wiring',
  'First aid',
  'Forklift licence',
  'Joinery',
  'Painting and decorating',
  'Plastering',
  'Plumbing',
  'Roofing',
  'Scaffolding',
  'Tiling',
  'Welding',
];

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBlockEnd: theme.spacing(0.5),
  ...theme.typography.body2,
  fontWeight: 500,
}));

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  padding: 4,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  '&:focus-within': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 1,
  },
  '& input': {
    flex: '1 0 8ch',
    minWidth: 0,
    padding: theme.spacing(0.5, 1),
    border: 0,
    outline: 0,
    font: 'inherit',
    color: 'inherit',
    backgroundColor: 'transparent',
  },
}));

const Tag = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 2,
  paddingBlock: 2,
  paddingInlineStart: 8,
  paddingInlineEnd: 2,
  borderRadius: 6,
  ...theme.typography.body2,
  backgroundColor: (theme.vars ?? theme).palette.action.selected,
  // The hook moves focus onto a tag with the arrow keys: make that visible.
  '&:focus': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
  },
  '& button': {
    display: 'inline-flex',
    padding: 2,
    border: 0,
    borderRadius: 4,
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
}));

const Listbox = styled('ul')(({ theme }) => ({
  margin: 0,
  marginBlockStart: 4,
  padding: 4,
  listStyle: 'none',
  maxHeight: 220,
  overflow: 'auto',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  '& li': {
    display: 'flex',
    justifyContent: 'space-between',
    padding: theme.spacing(0.75, 1),
    borderRadius: 4,
    cursor: 'default',
  },
  '& li.Mui-focused': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& li[aria-selected="true"] svg': { visibility: 'visible' },
  '& li svg': { visibility: 'hidden' },
}));

export default function TagInputHook() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    value,
    setAnchorEl,
  } = useAutocomplete({
    id: 'crew-skills',
    multiple: true,
    disableCloseOnSelect: true,
    options: skills,
    defaultValue: ['First aid', 'Joinery'],
  });

  return (
    <div style={{ width: '100%', maxWidth: 360 }}>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Skills on this crew</Label>
        <Field ref={setAnchorEl}>
          {value.map((skill, index) => {
            const { key, onDelete, ...tagProps } = getTagProps({ index });
            return (
              <Tag key={key} {...tagProps}>
                {skill}
                <button
                  type="button"
                  tabIndex={-1}
                  aria-label={`Remove ${skill}`}
                  onClick={onDelete}
                >
                  <CloseIcon fontSize="inherit" aria-hidden />
                </button>
              </Tag>
            );
          })}
          <input {...getInputProps()} />
        </Field>
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option}
                <CheckIcon fontSize="small" aria-hidden />
              </li>
            );
          })}
        </Listbox>
      ) : null}
    </div>
  );
}
