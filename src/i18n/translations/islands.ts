/**
 * The areas of the dictionary each kind of React island uses, per language. An island bundles only
 * these; the whole dictionary (src/i18n/translations/index.ts) serves the server and the widgets
 * loaded on demand (search, settings).
 */
import type { Dictionaries } from '../translate';
import docs from './en/docs';
import feedback from './en/feedback';

/** Demos: toolbar, code panel, live editor. */
export const demoDictionaries: Dictionaries = { en: docs };

/** The "Was this page helpful?" widget. */
export const feedbackDictionaries: Dictionaries = { en: { feedback } };

/** Islands that show no dictionary string (the props playground). */
export const noDictionaries: Dictionaries = { en: {} };
