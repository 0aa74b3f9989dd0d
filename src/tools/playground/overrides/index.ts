/** Each product's playground overrides, by product id. */
import type { PlaygroundOverrides } from '../overrideTypes';
import baseUi from './base-ui';
import joyUi from './joy-ui';
import materialUi from './material-ui';

export const PLAYGROUND_OVERRIDES: Readonly<Record<string, PlaygroundOverrides>> = {
  'material-ui': materialUi,
  'joy-ui': joyUi,
  'base-ui': baseUi,
};
