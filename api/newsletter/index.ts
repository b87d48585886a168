export { confirmationEmailFor } from './confirmation-email.ts';
export { issueEmailFor, issueProgressed, nameOf as issueName, queueDueIssues, scheduledIssues, sendIssueNow, unscheduleIssue } from './issues.ts';
