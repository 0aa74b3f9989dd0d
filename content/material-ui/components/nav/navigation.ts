import type { NavPage } from '../../../types';

/** The "Navigation" group of Material UI components: one entry per component page. */
const navigation: readonly NavPage[] = [];

export default navigation;
