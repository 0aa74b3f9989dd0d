import { useSwitch, type UseSwitchParameters } from '@mui/base/useSwitch';

function Checkbox({ label, ...props }: UseSwitchParameters & { label: string }) {
  const { getInputProps, checked, disabled, focusVisible } = useSwitch(props);
  return (
    <label className="inline-flex cursor-pointer items-center gap-2.5">
      <span
        className="relative box-border inline-grid h-5 w-5 shrink-0 place-items-center rounded-[5px] border-2 border-solid border-[#7b8394] bg-white text-white dark:border-[#9aa2b1] dark:bg-[#171a21] dark:text-[#0b0d12] data-[checked]:border-[#2d57d6] data-[checked]:bg-[#2d57d6] dark:data-[checked]:border-[#8aaeff] dark:data-[checked]:bg-[#8aaeff] data-[focus-visible]:outline data-[focus-visible]:outline-[3px] data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-[#8aaeff] data-[disabled]:opacity-50"
        data-checked={checked || undefined}
        data-focus-visible={focusVisible || undefined}
        data-disabled={disabled || undefined}
      >
        {/* Remove role="switch" (and its aria-checked) so the input keeps its checkbox role. */}
        <input
          {...getInputProps({ role: undefined, 'aria-checked': undefined })}
          className="absolute -inset-0.5 m-0 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        />
        {checked ? (
          <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden focusable="false">
            <path d="M2 6.5 5 9l5-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        ) : null}
      </span>
      {label}
    </label>
  );
}

export default function UseSwitchCheckbox() {
  return (
    <div className="grid gap-2.5 text-sm">
      <Checkbox label="Gift wrap this order" defaultChecked />
      <Checkbox label="Leave at the door" />
      <Checkbox label="Signature required (not available)" disabled />
    </div>
  );
}
