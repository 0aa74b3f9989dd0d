import type { NavPage } from '../../../types';

/** The "Lab" group of Material UI components: one entry per component page. */
const lab: readonly NavPage[] = [];

export default lab;
