import * as React from 'react';

const options = [
  { value: 'standard', label: 'Standard', detail: '3–5 working days · free' },
  { value: 'express', label: 'Express', detail: 'Next working day · €9' },
  { value: 'pickup', label: 'Pick-up point', detail: 'From tomorrow, 8 am · €2' },
];

export default function DeliveryRadioCards() {
  const [speed, setSpeed] = React.useState('standard');
  return (
    <fieldset className="m-0 grid w-full max-w-[360px] gap-2 border-0 p-0 text-sm">
      <legend className="mb-2 p-0 font-semibold">Delivery speed</legend>
      {options.map((option) => (
        <label key={option.value} className="relative block cursor-pointer">
          <input
            className="peer absolute -m-px h-px w-px overflow-hidden whitespace-nowrap [clip-path:inset(50%)]"
            type="radio"
            name="delivery-speed"
            value={option.value}
            checked={speed === option.value}
            onChange={(event) => setSpeed(event.target.value)}
          />
          <span className="grid gap-0.5 rounded-lg border-2 border-solid border-[#dadee6] px-3.5 py-2.5 peer-checked:border-[#2d57d6] peer-checked:bg-[#eef3ff] peer-focus-visible:outline peer-focus-visible:outline-[3px] peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[#8aaeff] dark:border-[#3d4452] dark:peer-checked:border-[#8aaeff] dark:peer-checked:bg-[#1c2540]">
            <strong>{option.label}</strong>
            <span className="text-[#5b6374] dark:text-[#9aa2b1]">{option.detail}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
