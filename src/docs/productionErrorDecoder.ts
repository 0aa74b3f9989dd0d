/**
 * The production-error page's script: reads the code and arguments from the address and shows that
 * error's message above the table. The messages come from the table itself (one row per code and
 * meaning) and the page's strings from data attributes, so nothing is sent twice. Text goes in as
 * text: the arguments are whatever the address says.
 */
import { fillProductionError, readProductionErrorQuery } from '@/model/productionError';

function paragraph(text: string, className?: string): HTMLParagraphElement {
  const element = document.createElement('p');
  element.textContent = text;
  if (className) element.className = className;
  return element;
}

export function startErrorDecoder(): void {
  const decoder = document.querySelector<HTMLElement>('[data-error-decoder]');
  const output = decoder?.querySelector<HTMLElement>('[data-decoder-output]');
  if (!decoder || !output) return;
  const strings = decoder.dataset;
  const query = readProductionErrorQuery(window.location.search);
  if (query.kind === 'none') return;
  if (query.kind === 'invalid') {
    output.replaceChildren(paragraph(strings.invalid!.replace('{reason}', query.reason), 'error'));
    return;
  }
  const rows = Array.from(
    document.querySelectorAll<HTMLTableRowElement>(`tr[data-code="${query.code}"]`),
  );
  if (rows.length === 0) {
    output.replaceChildren(paragraph(strings.unknown!.replace('{code}', String(query.code))));
    return;
  }
  const nodes: HTMLElement[] = [paragraph(strings.decoded!.replace('{code}', String(query.code)))];
  nodes[0]!.classList.add('error-title');
  if (rows.length > 1) nodes.push(paragraph(strings.meanings!));
  let missing = 0;
  let extra = 0;
  for (const row of rows) {
    const template = row.querySelector('[data-message]')?.textContent ?? '';
    const filled = fillProductionError(template, query.args);
    missing = Math.max(missing, filled.missing);
    extra = Math.max(extra, filled.extra);
    const message = document.createElement('pre');
    message.className = 'error-message';
    message.textContent = filled.text;
    nodes.push(message);
    const packages = row.querySelector('[data-packages]')?.textContent ?? '';
    nodes.push(paragraph(`${strings.thrownBy!}: ${packages}`));
  }
  if (missing > 0) nodes.push(paragraph(strings.missingArgs!));
  if (extra > 0) nodes.push(paragraph(strings.extraArgs!));
  output.replaceChildren(...nodes);
}
