const feedback = {
  title: 'Was this page helpful?',
  yes: 'Yes, this page was helpful',
  no: 'No, this page was not helpful',
  commentLabel: 'Tell us more (optional)',
  commentPromptNegative: 'What was missing or wrong?',
  commentShortcut: 'Press Ctrl+Enter (⌘+Enter on a Mac) to submit.',
  cancel: 'Cancel',
  submit: 'Submit',
  close: 'Close',
  thanks: 'Thanks for your feedback!',
  submitError: "Couldn't submit feedback. Please try again later.",
};
export default feedback;
