import * as React from 'react';
import { styled } from '@mui/system';

const topics = ['Order shipped', 'Price drops', 'Weekly digest'];

const Styles = styled('fieldset')(({ theme }) => ({
  margin: 0,
  padding: 0,
  border: 0,
  fontSize: '0.875rem',
  '& .legend': { padding: 0, marginBlockEnd: 8, fontWeight: 600 },
  '& .option': { display: 'flex', alignItems: 'center', gap: 8, cursor: 'pointer' },
  '& .list': {
    display: 'grid',
    gap: 6,
    margin: '6px 0 0',
    paddingInlineStart: 26,
    listStyle: 'none',
  },
  '& .box': { inlineSize: 18, blockSize: 18, margin: 0, accentColor: '#2d57d6' },
  ...theme.applyStyles('dark', { '& .box': { accentColor: '#8aaeff' } }),
}));

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
    <Styles>
      <legend className="legend">Email me about</legend>
      <label className="option">
        <input
          ref={allRef}
          className="box"
          type="checkbox"
          checked={all}
          onChange={() => setChosen(all ? [] : topics)}
        />
        All topics
      </label>
      <ul className="list">
        {topics.map((topic) => (
          <li key={topic}>
            <label className="option">
              <input
                className="box"
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
    </Styles>
  );
}
