/** What the backups route answers. */
export const backupMessages = {
  taken: 'Backup taken',
  failed: 'The backup could not be taken. The server log says why; please try again later.',
} as const;
