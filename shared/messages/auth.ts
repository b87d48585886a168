/** Sentences about accounts and signing in (spec sections 5 and 8): the zod rules, the API and the tests read them here. */
export const authMessages = {
  invalidEmail: 'Please enter a valid email address',
  nameTooShort: 'Name must be at least 2 characters',
  passwordTooShort: 'Password must be at least 6 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  roleMustBeAdmin: 'Role must be admin',
  currentPasswordRequired: 'Please enter your current password',
  currentPasswordWrong: 'Your current password is not correct',
  invalidLogin: 'Invalid email or password',
  signInToContinue: 'Please sign in to continue.',
  awaitingApproval: 'Your account is awaiting approval. An administrator must approve it before you can use the admin area.',
  accountExists: 'An account with this email already exists. Please sign in instead.',
  loggedOut: 'You have been successfully logged out.',
  passwordChanged: 'Your password has been changed and your other sessions have been signed out.',
  otherSessionsSignedOut: 'All your other sessions have been signed out.',
} as const;
