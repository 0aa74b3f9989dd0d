import * as React from 'react';
import classes from './NativeCheckboxes.module.css';

const topics = ['Order shipped', 'Price drops', 'Weekly digest'];

export default function NativeCheckboxes() {
  const [chosen, setChosen] = React.useState<string[]>(['Order shipped']);
  const allRef = React.useRef<HTMLInputElement>(null);
  const all = chosen.length === topics.length;
  const some = chosen.length > 0 && !all;

  // `indeterminate` is a DOM property with no HTML attribute: set it after rendering.
  React.useEffect(() => {
    if (allRef.current) {
      allRef.current.indeterminate = some;
    }
  }, [some]);

  const toggle = (topic: string) =>
    setChosen((current) =>
      current.includes(topic) ? current.filter((t) => t !== topic) : [...current, topic],
    );

  return (
    <fieldset className={classes.root}>
      <legend className={classes.legend}>Email me about</legend>
      <label className={classes.option}>
        <input
          ref={allRef}
          className={classes.box}
          type="checkbox"
          checked={all}
          onChange={() => setChosen(all ? [] : topics)}
        />
        All topics
      </label>
      <ul className={classes.list}>
        {topics.map((topic) => (
          <li key={topic}>
            <label className={classes.option}>
              <input
                className={classes.box}
                type="checkbox"
                name="topics"
                value={topic}
                checked={chosen.includes(topic)}
                onChange={() => toggle(topic)}
              />
              {topic}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
