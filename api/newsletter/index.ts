export { confirmationEmailFor } from './confirmation-email.ts';
export { issueEmailFor, issueProgressed } from './issues.ts';
