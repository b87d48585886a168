import type { toaster as en } from '../toaster.ts';
import type { Translation } from '../translation.ts';

export const toaster: Translation<typeof en> = {
  close: 'إغلاق',
  regionLabel: 'الإشعارات ({hotkey})',
};
