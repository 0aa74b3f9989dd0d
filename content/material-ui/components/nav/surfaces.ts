import type { NavPage } from '../../../types';

/** The "Surfaces" group of Material UI components: one entry per component page. */
const surfaces: readonly NavPage[] = [];

export default surfaces;
