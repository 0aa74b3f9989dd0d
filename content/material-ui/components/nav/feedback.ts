import type { NavPage } from '../../../types';

/** The "Feedback" group of Material UI components: one entry per component page. */
const feedback: readonly NavPage[] = [];

export default feedback;
