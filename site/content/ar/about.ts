import type { about as en } from '../about.ts';
import type { Translation } from '../translation.ts';

export const about: Translation<typeof en> = {
  purpose: {
    tabsLabel: 'الرسالة والرؤية والقيم',
  },
};
