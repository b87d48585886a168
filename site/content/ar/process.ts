import type { process as en } from '../process.ts';
import type { Translation } from '../translation.ts';

export const process: Translation<typeof en> = {
  stepLabel: (number: number) => `الخطوة ${number}: `,
};
