const docs = {
  toc: 'Contents',
  editPage: 'Edit this page',
  lastUpdated: 'Last updated',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  demo: {
    showCode: 'Show code',
    hideCode: 'Hide code',
  },
  codeBlock: {
    copy: 'Copy',
    copied: 'Copied',
    copyCode: 'Copy the code',
  },
};
export default docs;
