/** Marks a data grid's first view in the page (drawn by ./GridFirstView.tsx, read by the demo directive). */
export const FIRST_VIEW_ATTRIBUTE = 'data-grid-first-view';
export const FIRST_VIEW_SELECTOR = `[${FIRST_VIEW_ATTRIBUTE}]`;
