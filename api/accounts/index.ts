export { accountExistsEmailFor } from './account-exists-email.ts';
export { resetEmailFor } from './password-reset.ts';
