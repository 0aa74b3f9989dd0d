import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import classes from './FreeSoloAutocomplete.module.css';

const TAGS = ['accessibility', 'design-system', 'performance', 'react', 'testing', 'typescript'];

export default function FreeSoloAutocomplete() {
  const [tag, setTag] = React.useState<string | null>(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
  } = useAutocomplete({
    id: 'tag-autocomplete',
    options: TAGS,
    freeSolo: true,
    onChange: (_, next) => setTag(next),
  });
  return (
    <div className={classes.root}>
      <label {...getInputLabelProps()}>Tag</label>
      <div {...getRootProps()} className={classes.field} data-focused={focused || undefined}>
        <input {...getInputProps()} className={classes.input} />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <ul {...getListboxProps()} className={classes.listbox}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps} className={classes.option}>
                {option}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className={classes.note}>Tag to add: {tag ?? 'none'}</p>
    </div>
  );
}
