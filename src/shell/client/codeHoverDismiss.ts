/**
 * Escape closes an open types-on-hover popup of a code block (WCAG 1.4.13: content shown on hover
 * or focus can be dismissed without moving the pointer or the focus). The popups themselves are
 * HTML and CSS (src/node/generate/codeHoverMarkup.ts); this only marks the trigger `data-dismissed`, which
 * docs.css hides the popup for, until the pointer comes onto the trigger again or it loses the
 * focus.
 */
const TRIGGER = '.shiki [aria-describedby]';
const OPEN = `${TRIGGER}:hover, ${TRIGGER}:focus, ${TRIGGER}:has(+ [role="tooltip"]:hover)`;

/** Listens on `doc` (one listener per event type); returns the function that stops. */
export function listenForCodeHoverDismiss(doc: Document = document): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  doc.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape') return;
      for (const trigger of doc.querySelectorAll<HTMLElement>(OPEN)) trigger.dataset.dismissed = '';
    },
    { signal },
  );
  const renew = (event: Event) => {
    const trigger = event.target instanceof Element ? event.target.closest(TRIGGER) : null;
    if (trigger instanceof HTMLElement) delete trigger.dataset.dismissed;
  };
  doc.addEventListener('focusout', renew, { signal });
  doc.addEventListener('mouseover', renew, { signal });
  return () => listening.abort();
}
