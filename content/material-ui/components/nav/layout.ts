import type { NavPage } from '../../../types';

/** The "Layout" group of Material UI components: one entry per component page. */
const layout: readonly NavPage[] = [];

export default layout;
