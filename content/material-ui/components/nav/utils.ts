import type { NavPage } from '../../../types';

/** The "Utils" group of Material UI components: one entry per component page. */
const utils: readonly NavPage[] = [];

export default utils;
