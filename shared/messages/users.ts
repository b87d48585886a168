/** Sentences of the admin's user management routes. */
export const userMessages = {
  approvedNotBoolean: 'Approved must be true or false',
  notFound: 'User not found',
  ownerProtected: (action: 'change' | 'delete') => `The owner account cannot be ${action === 'change' ? 'changed' : 'deleted'}.`,
  notYourself: (action: 'change' | 'delete') => `You cannot ${action} your own account here.`,
  deleted: 'User deleted successfully',
} as const;
