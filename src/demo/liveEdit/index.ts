/** The live editor, loaded with a dynamic import the first time a visitor clicks "Edit live". */
export { default as CodeEditor } from './CodeEditor';
export { default as LivePreview, LIVE_EDIT_DEBOUNCE_MS } from './LivePreview';
