/** What the inbox's routes and its email outbox answer or record. */
export const inboxMessages = {
  messageNotFound: 'Message not found',
  messageDeleted: 'Message deleted',
  emailNotSetUp: 'Email is not set up: set SMTP_URL on the server to send emails.',
  noNotificationEmails: 'Add at least one notification email first.',
  testRefused: (reason: string) => `The mail server refused the test email: ${reason}`,
  testSent: (addresses: readonly string[]) => `Test email sent to ${addresses.join(', ')}.`,
  deletedBeforeSending: 'The message was deleted before its email was sent.',
} as const;
