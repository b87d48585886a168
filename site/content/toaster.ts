/** Texts of the notification area (shared by the public pages and the admin). */
export const toaster = {
  close: 'Close',
  /** Radix replaces {hotkey} with the shortcut that focuses the region (F8). */
  regionLabel: 'Notifications ({hotkey})',
} as const;
