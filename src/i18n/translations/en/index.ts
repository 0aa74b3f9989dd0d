import type { Dictionary } from '../../translate';
import shell from './shell';
import docs from './docs';
import feedback from './feedback';
import ads from './ads';
import api from './api';
import search from './search';
import sitePages from './sitePages';

/** One module per area, so each area's strings live beside each other. */
const en: Dictionary = { ...shell, ...docs, ...sitePages, feedback, ads, api, search };
export default en;
