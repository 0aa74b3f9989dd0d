import * as React from 'react';

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
    <fieldset className="m-0 border-0 p-0 text-sm">
      <legend className="mb-2 p-0 font-semibold">Email me about</legend>
      <label className="flex cursor-pointer items-center gap-2">
        <input
          ref={allRef}
          className="m-0 h-[18px] w-[18px] accent-[#2d57d6] dark:accent-[#8aaeff]"
          type="checkbox"
          checked={all}
          onChange={() => setChosen(all ? [] : topics)}
        />
        All topics
      </label>
      <ul className="m-0 mt-1.5 grid list-none gap-1.5 ps-[26px]">
        {topics.map((topic) => (
          <li key={topic}>
            <label className="flex cursor-pointer items-center gap-2">
              <input
                className="m-0 h-[18px] w-[18px] accent-[#2d57d6] dark:accent-[#8aaeff]"
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
