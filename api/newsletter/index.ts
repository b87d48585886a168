export { confirmationEmailFor } from './confirmation-email.ts';
