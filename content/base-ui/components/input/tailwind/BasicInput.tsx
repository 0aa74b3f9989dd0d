import { Input } from '@mui/base/Input';

const root = [
  'flex w-[260px] rounded-lg border border-solid border-slate-300 bg-white',
  'dark:border-slate-600 dark:bg-slate-900',
  '[&.base--focused]:border-blue-600 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-300',
  '[&.base--error]:border-red-700 [&.base--disabled]:opacity-60',
].join(' ');
const input =
  'min-w-0 flex-1 border-0 bg-transparent px-3 py-2 font-[inherit] text-sm text-inherit outline-0';

const FIELDS = [
  { id: 'input-email', label: 'Email', type: 'email', placeholder: 'ada@example.com' },
  { id: 'input-code', label: 'Invite code', defaultValue: 'X9-BAD', error: true },
  { id: 'input-team', label: 'Team', defaultValue: 'Analytics', disabled: true },
];

export default function BasicInput() {
  return (
    <div className="grid gap-3 text-sm">
      {FIELDS.map(({ label, ...props }) => (
        <div key={props.id} className="grid gap-1">
          <label htmlFor={props.id}>{label}</label>
          <Input
            {...props}
            slotProps={{ root: { className: root }, input: { className: input } }}
          />
        </div>
      ))}
    </div>
  );
}
