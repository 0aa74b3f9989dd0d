import type { NavPage } from '../../../types';

/** The "Inputs" group of Material UI components: one entry per component page. */
const inputs: readonly NavPage[] = [{ pathname: '/material-ui/react-button/', title: 'Button' }];

export default inputs;
