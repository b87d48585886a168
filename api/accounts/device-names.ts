import Bowser from 'bowser';

/** The browser and system a session's user agent names ("Chrome 131", "macOS Sonoma"), or null for what it does not say. */
export const describeDevice = (userAgent: string | null) => {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
  return {
    browser: browser.name ? join(browser.name, browser.version?.split('.')[0]) : null,
    system: os.name ? join(os.name, os.versionName ?? os.version) : null,
  };
};
