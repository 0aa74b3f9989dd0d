/**
 * What the browser tests (tests/e2e), the benchmark (bench/) and the screenshot scripts share to
 * drive the built site: Chromium, our production server, the built files, a visitor's browser
 * context, the Data Grid's licence allowances and the content's code blocks as written.
 */
export * from './builtSite';
export * from './chromium';
export * from './contentCodeBlock';
export * from './gridLicence';
export * from './htmlChecker';
export * from './pageTrouble';
export * from './pageTypes';
export * from './prerender';
export * from './server';
export * from './timedSteps';
export * from './variantSite';
export * from './visitorContext';
