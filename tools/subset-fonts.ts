/**
 * Writes the public site's font files (site/assets/fonts/) and their rules (site/styles/fonts.css) from the
 * fontsource variable fonts, cut to what the pages use (decision 083):
 * - only the weights the pages set: Manrope and Readex Pro 400 to 700 (variable), Cormorant one static file
 *   at 500, about half a variable file (its 600 and italic were dropped);
 * - the Latin files split in two by `unicode-range`: a core (ASCII and the typographic marks the texts use),
 *   which the layout preloads, and the rest of Latin-1, fetched only by a page that has such a character;
 *   the Arabic file the same way (its core: the letters and marks any Arabic text sets);
 * - the wordmark in a face of its own holding just the studio's name at the weight it is set in;
 * - and only the OpenType features the pages shape with.
 *
 *   npx node tools/subset-fonts.ts        after a fontsource update or a change of weights; commit the output
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { company } from '../shared/company.ts';
import { codePointsOf, rangeOf } from './unicode-ranges.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fontsource = (path: string) => `${ROOT}node_modules/@fontsource-variable/${path}`;
const OUT = `${ROOT}site/assets/fonts/`;
const CSS = `${ROOT}site/styles/fonts.css`;

/** fontsource's subsets, as its own rules declare them. */
const RANGES = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  latinExt:
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  arabic:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EEFF',
} as const;

/**
 * What the first paint of any page sets in a Latin face: ASCII, the no-break space, and the marks the site's own
 * texts use (· ² © × é … and the curly quotes and dashes that go with them). A preloaded file has to arrive in a
 * new connection's first round trip: TCP's initial window is 10 segments, 14,600 bytes with the response's
 * headers, and one byte more costs a whole round trip before the first paint (decision 124). Any other Latin
 * character is in the "rest" file, which a page fetches only when its text has one.
 */
const CORE = [...Array.from({ length: 0x7f - 0x20 }, (_, index) => 0x20 + index), ...[...'\u00a0·²©×é‘’“”–—…'].map((char) => char.codePointAt(0) ?? 0)];

/**
 * What any Arabic text of the site sets: the Arabic letters, tatweel, the vowel marks, shadda and the dagger
 * alef, the Arabic comma, semicolon and question mark, and the joiners and direction marks; like the Latin
 * cores it must fit one round trip with its headers. Digits are Latin. The rest
 * of the Arabic blocks (the combining hamza and madda, Persian and Urdu letters, Arabic-Indic digits,
 * presentation forms) is in the "rest" file, fetched only by a page that has one of them.
 */
const ARABIC_CORE = [0x060c, 0x061b, 0x061f, ...codePointsOf('U+0621-063A,U+0640-0652,U+0670,U+200C-200E')];

/** A subset's code points split into the core file's (those in `core`) and the rest file's. */
const splitByCore = (codePoints: number[], core: number[]) => ({
  core: codePoints.filter((point) => core.includes(point)),
  rest: codePoints.filter((point) => !core.includes(point)),
});

const LATIN = splitByCore(codePointsOf(RANGES.latin), CORE);
/**
 * Manrope's core adds the guillemets « » that Arabic quotations use: Arabic pages set their Latin marks in
 * Manrope, and without them the About page would fetch the rest file for two characters.
 */
const MANROPE_LATIN = splitByCore(codePointsOf(RANGES.latin), [...CORE, 0xab, 0xbb]);
const LATIN_EXT = codePointsOf(RANGES.latinExt);

/** HarfBuzz's default shaping features, Latin and Arabic. */
const SHAPING = [
  ...['calt', 'ccmp', 'clig', 'curs', 'dist', 'fina', 'fin2', 'fin3', 'init', 'isol', 'kern', 'liga', 'locl', 'mark', 'med2', 'medi', 'mkmk'],
  ...['rclt', 'rlig', 'rvrn', 'ltra', 'ltrm', 'rtla', 'rtlm'],
];
/** The figure styles the public pages set, on Cormorant only (counters, step and service numbers). */
const FIGURES = ['lnum', 'tnum'];

interface Face {
  family: string;
  style: 'normal';
  /** The CSS descriptor: one weight, or a variable file's range. */
  weight: string;
  file: string;
  from: string;
  codePoints: number[];
  axes: Record<string, number | { min: number; max: number }>;
  features: string[];
  /** `ascent-override` and `descent-override`, where the font's own line metrics do not hold its glyphs. */
  lineMetrics?: { ascent: string; descent: string };
}

const TEXT_WEIGHTS = { wght: { min: 400, max: 700 } };

const manrope = (part: string, codePoints: number[], from: string): Face => ({
  family: 'Manrope Site',
  style: 'normal',
  weight: '400 700',
  file: `manrope-${part}.woff2`,
  from: `manrope/files/manrope-${from}-wght-normal.woff2`,
  codePoints,
  axes: TEXT_WEIGHTS,
  features: SHAPING,
});

/**
 * Cormorant is set font-medium only (headings, the home hero's LCP heading, step titles, counters): every face
 * a page lays out is fetched before its first paint, so one weight keeps the bytes ahead of the LCP element few.
 */
const cormorant = (part: string, codePoints: number[], from: string): Face => ({
  family: 'Cormorant Site',
  style: 'normal',
  weight: '500',
  file: `cormorant-${part}-500.woff2`,
  from: `cormorant-garamond/files/cormorant-garamond-${from}-wght-normal.woff2`,
  codePoints,
  axes: { wght: 500 },
  features: [...SHAPING, ...FIGURES],
});

const LATIN_FACES: Face[] = [
  manrope('latin-ext', LATIN_EXT, 'latin-ext'),
  manrope('latin-rest', MANROPE_LATIN.rest, 'latin'),
  manrope('latin-core', MANROPE_LATIN.core, 'latin'),
  cormorant('latin-ext', LATIN_EXT, 'latin-ext'),
  cormorant('latin-rest', LATIN.rest, 'latin'),
  cormorant('latin-core', LATIN.core, 'latin'),
];

const WORDMARK: Face = {
  family: 'Cormorant Wordmark',
  style: 'normal',
  weight: '600',
  file: 'cormorant-wordmark.woff2',
  from: 'cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
  codePoints: [...company.name].map((char) => char.codePointAt(0) ?? 0),
  axes: { wght: 600 },
  features: SHAPING,
};

const ARABIC = splitByCore(codePointsOf(RANGES.arabic), ARABIC_CORE);

/**
 * Readex Pro's line metrics (ascender 1000, descender 250 per 1000) stop short of its own glyphs: the dots of a lone
 * or final ي reach 473 below the baseline at 400 and 499 at 700, the tails of ج and ع 456. Where a browser clips text
 * to a line box the font's metrics alone make, as Chromium does with a text field's placeholder, those dots were cut
 * off and ي read as ى (decision 150). These reach 500 below, and keep ascender minus descender as it was, so in a
 * line of any set height the baseline stays where it was and nothing else moves.
 */
const READEX_LINE_METRICS = { ascent: '125%', descent: '50%' };

const readex = (part: string, codePoints: number[]): Face => ({
  family: 'Readex Site',
  style: 'normal',
  weight: '400 700',
  file: `readex-arabic-${part}.woff2`,
  from: 'readex-pro/files/readex-pro-arabic-wght-normal.woff2',
  codePoints,
  axes: TEXT_WEIGHTS,
  features: SHAPING,
  lineMetrics: READEX_LINE_METRICS,
});

/** The core last, as for Latin: for a character in both ranges (there is none at the moment), the browser takes the face declared last. */
const READEX_FACES: Face[] = [readex('rest', ARABIC.rest), readex('core', ARABIC.core)];

const rule = (face: Face) => `@font-face {
  font-family: '${face.family}';
  font-style: ${face.style};
  font-display: optional;
  font-weight: ${face.weight};
  src: url('../assets/fonts/${face.file}') format('woff2');
  unicode-range: ${rangeOf(face.codePoints)};
${face.lineMetrics ? `  ascent-override: ${face.lineMetrics.ascent};\n  descent-override: ${face.lineMetrics.descent};\n` : ''}}
`;

const css = `/*
 * Written by tools/subset-fonts.ts (decision 083): edit the script, not this file.
 *
 * The public pages' faces under families of their own (the admin imports the fontsource rules in admin.css),
 * all font-display: optional. The layout preloads what the first paint sets: the wordmark and the Manrope core
 * on every page, the Cormorant core on English pages, the Readex Pro core on Arabic pages. Chrome holds the first
 * render up to 100 ms for preloaded optional fonts and never swaps one in later, so text never reflows
 * after it is shown (CLS 0). From the second page on, the files come from the cache.
 */
${LATIN_FACES.map(rule).join('\n')}
/* The header's and footer's wordmark (Logo.astro, SiteFooter.astro): the studio's name alone. */
${rule(WORDMARK)}
/*
 * The Arabic edition's face (decision 083): Readex Pro, Arabic subset only, used only under html[lang='ar']
 * (site.css), so English pages never fetch it; split like the Latin files into a core and the rest (decision 083).
 * Their line metrics reach the dots under ي (tools/subset-fonts.ts, decision 150). The fallback face below is
 * scaled to Readex Pro's metrics so the first paint, with or without the file, takes the same room.
 */
${READEX_FACES.map(rule).join('\n')}
@font-face {
  font-family: 'Readex Fallback';
  src: local('Noto Sans Arabic'), local('Noto Naskh Arabic'), local('Tahoma'), local('Arial');
  size-adjust: 104%;
  ascent-override: 120%;
  descent-override: 48%;
  line-gap-override: 0%;
}
`;

for (const face of [...LATIN_FACES, WORDMARK, ...READEX_FACES]) {
  const source = await readFile(fontsource(face.from));
  const text = String.fromCodePoint(...face.codePoints);
  const subset = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: face.axes, keepFeatures: face.features });
  await writeFile(`${OUT}${face.file}`, subset);
  console.log(`${face.file.padEnd(36)} ${(source.length / 1024).toFixed(1).padStart(5)} KB → ${(subset.length / 1024).toFixed(1).padStart(5)} KB`);
}
await writeFile(CSS, css);
console.log(`Wrote ${CSS}`);
