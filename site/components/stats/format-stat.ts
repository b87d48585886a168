/** The number part of a statistic: "1.3", "16,700", "20". */
export const formatNumber = (value: number, decimals: number, intlLocale = 'en-US'): string =>
  value.toLocaleString(intlLocale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals });

/**
 * The suffix as it follows the number: a word or unit is spaced ("1.3 Billion EGP", "16,700 m²"),
 * a sign is not ("20+"). The office types the suffix without thinking of the space.
 */
export const spacedSuffix = (suffix: string): string => (/^\p{L}/u.test(suffix) ? ` ${suffix}` : suffix);

/** A statistic as the spec shows it: "1.3 Billion EGP", "16,700 m²", "20+". */
export const formatStat = (value: number, decimals: number, suffix: string, intlLocale = 'en-US'): string => `${formatNumber(value, decimals, intlLocale)}${spacedSuffix(suffix)}`;
