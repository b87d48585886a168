import type { MessageStatus } from '../../../shared/inbox.ts';

/** Every sentence the inbox adds to the admin (issue 11), in one place so it can join the admin dictionary. */
export const inboxTexts = {
  filterLabel: 'Show',
  filters: { inbox: 'Inbox (all but Archived and Spam)', all: 'All messages' },
  statusLabel: 'Status',
  newBadge: 'New',
  noticeLabel: 'Email notice',
  noNotice: 'No notice queued',
  markRead: 'Mark as read',
  markUnread: 'Mark as unread',
  markReplied: 'Mark as Replied',
  markArchived: 'Mark as Archived',
  notSpam: 'Not spam',
  replyByEmail: 'Reply by email',
  noteLabel: 'Private note',
  noteHint: 'Only admins see this, for example what was quoted.',
  saveNote: 'Save note',
  noteSaved: 'Note saved',
  exportCsv: 'Export to CSV',
  exportDone: { title: 'Export successful', description: 'Messages exported to CSV.' },
  exportEmpty: { title: 'No data', description: 'No messages to export.' },
  statusChanged: (name: string, status: MessageStatus) => `The message from ${name} is now ${status}.`,
  updateFailed: 'Failed to update message',
  emptyForStatus: (label: string) => `No messages under “${label}”.`,
  newMessagesDescription: (count: number) => `${count} new ${count === 1 ? 'message' : 'messages'}`,

  dashboard: {
    chartTitle: 'Leads per week',
    chartDescription: 'Contact messages and new newsletter subscribers, last 12 weeks.',
    messages: 'Messages',
    subscribers: 'New subscribers',
    weekOf: 'Week of',
    chartSummary: (messages: number, subscribers: number) =>
      `Over the last 12 weeks: ${messages} ${messages === 1 ? 'message' : 'messages'} and ${subscribers} new ${subscribers === 1 ? 'subscriber' : 'subscribers'}.`,
    byStatusTitle: 'Messages by status',
    byStatusDescription: 'Where every contact message stands.',
    loadFailed: 'The inbox summary could not be loaded',
  },

  settings: {
    title: 'Email notices',
    description: 'Who is told by email about each new contact message.',
    emailsLabel: 'Notification emails',
    emailsHint: 'One or more addresses, separated by commas. Each receives a notice for every new message.',
    acknowledgeLabel: 'Send visitors an acknowledgement',
    acknowledgeHint: '“We received your message…”, in the language of the page they wrote from.',
    save: 'Save',
    saved: { title: 'Settings saved', description: 'Email notices will go to the new addresses.' },
    saveFailed: 'Failed to save notification settings',
    sendTest: 'Send test email',
    testSent: 'Test email sent',
    testFailed: 'Test email failed',
    smtpMissingTitle: 'Email is not set up',
    smtpMissing:
      'No emails are sent: the server has no SMTP_URL. Messages still arrive in the inbox. Set SMTP_URL (and MAIL_FROM) on the server to turn on notices.',
    sendingFrom: (from: string) => `Notices are sent from ${from}.`,
  },
} as const;

/** The statuses as the messages screen lists them. */
export const STATUS_ORDER: readonly MessageStatus[] = ['New', 'Read', 'Replied', 'Archived', 'Spam'];
