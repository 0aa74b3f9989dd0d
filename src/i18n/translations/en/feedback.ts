const feedback = {
  title: 'Was this page helpful?',
  yes: 'Yes, this page was helpful',
  no: 'No, this page was not helpful',
  commentLabel: 'Tell us more (optional)',
  commentPromptNegative: 'What was missing or wrong?',
  cancel: 'Cancel',
  submit: 'Submit',
  thanks: 'Thanks for your feedback!',
  submitError: "Couldn't submit feedback. Please try again later.",
};
export default feedback;
