import type { Dictionaries } from '../translate';
import en from './en';

/** Only English is configured; zh is recognised in URLs and served the English pages. */
export const dictionaries: Dictionaries = { en };
