/** POSTs fields to another site in a new tab through a hidden form (no script of theirs runs here). */
export interface FormPayload {
  action: string;
  fields: Array<[name: string, value: string]>;
}

export function submitForm({ action, fields }: FormPayload): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = action;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  document.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}
