import type { NavPage } from '../../../types';

/** The "Data display" group of Material UI components: one entry per component page. */
const dataDisplay: readonly NavPage[] = [];

export default dataDisplay;
