/**
 * Writes the public site's font files (site/assets/fonts/) from the fontsource variable fonts, cut to
 * what the pages use (decision 083): each file keeps the characters of its `unicode-range` in
 * site/styles/fonts.css, the weights the site sets and the OpenType features it shapes with, and the
 * wordmark gets a face of its own holding just the studio's name at the weight it is set in.
 *
 *   npx node tools/subset-fonts.ts        after a fontsource update or a change of weights; commit the files
 */
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { company } from '../shared/company.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const fontsource = (path: string) => `${ROOT}node_modules/@fontsource-variable/${path}`;
const OUT = `${ROOT}site/assets/fonts/`;

/** The unicode-range of fontsource's subsets, as written in fonts.css. */
const RANGES = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  latinExt:
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  arabic:
    'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC,U+102E0-102FB,U+10E60-10E7E,U+10EC2-10EC4,U+10EFC-10EFF,U+1EE00-1EEFF',
} as const;

const charactersOf = (range: string) =>
  range
    .split(',')
    .flatMap((part) => {
      const [from = '', to = from] = part.replace('U+', '').split('-');
      const start = Number.parseInt(from, 16);
      return Array.from({ length: Number.parseInt(to, 16) - start + 1 }, (_, index) => String.fromCodePoint(start + index));
    })
    .join('');

/** Manrope and Readex Pro: the default 400 and font-medium, font-semibold, font-bold; nothing lighter or heavier is set. */
const TEXT_WEIGHTS = { wght: { min: 400, max: 700 } };
/**
 * Cormorant is set font-medium (headings, the hero's LCP heading) or font-semibold (a few lines below the fold):
 * one static file per weight is about half the variable one, and only the 500 is preloaded.
 */
const DISPLAY_WEIGHTS = [500, 600] as const;

/** HarfBuzz's default shaping features (Latin and Arabic) plus the figure styles the pages set (lining-nums, tabular-nums). */
const FEATURES = ['calt', 'ccmp', 'clig', 'curs', 'dist', 'fina', 'fin2', 'fin3', 'init', 'isol', 'kern', 'liga', 'locl', 'mark', 'med2', 'medi', 'mkmk'];
const KEEP_FEATURES = [...FEATURES, 'rclt', 'rlig', 'rvrn', 'ltra', 'ltrm', 'rtla', 'rtlm', 'lnum', 'tnum', 'frac', 'numr', 'dnom'];

interface FontFile {
  out: string;
  from: string;
  text: string;
  axes: Record<string, number | { min: number; max: number }>;
}

const cormorant = (subset: 'latin' | 'latin-ext', style: 'normal' | 'italic', weight: number): FontFile => ({
  out: `cormorant-${subset}${style === 'italic' ? '-italic' : ''}-${weight}.woff2`,
  from: `cormorant-garamond/files/cormorant-garamond-${subset}-wght-${style}.woff2`,
  text: charactersOf(subset === 'latin' ? RANGES.latin : RANGES.latinExt),
  axes: { wght: weight },
});

const FILES: FontFile[] = [
  { out: 'manrope-latin.woff2', from: 'manrope/files/manrope-latin-wght-normal.woff2', text: charactersOf(RANGES.latin), axes: TEXT_WEIGHTS },
  { out: 'manrope-latin-ext.woff2', from: 'manrope/files/manrope-latin-ext-wght-normal.woff2', text: charactersOf(RANGES.latinExt), axes: TEXT_WEIGHTS },
  ...DISPLAY_WEIGHTS.flatMap((weight) => [cormorant('latin', 'normal', weight), cormorant('latin-ext', 'normal', weight)]),
  // The one italic line (OurStory's quote) is font-medium.
  cormorant('latin', 'italic', 500),
  cormorant('latin-ext', 'italic', 500),
  { out: 'readex-arabic.woff2', from: 'readex-pro/files/readex-pro-arabic-wght-normal.woff2', text: charactersOf(RANGES.arabic), axes: TEXT_WEIGHTS },
  // The wordmark (Logo.astro, SiteFooter.astro: font-semibold) on every page: a kilobyte and a half instead of the whole face.
  { out: 'cormorant-wordmark.woff2', from: 'cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2', text: company.name, axes: { wght: 600 } },
];

for (const file of FILES) {
  const source = await readFile(fontsource(file.from));
  const subset = await subsetFont(source, file.text, { targetFormat: 'woff2', variationAxes: file.axes, keepFeatures: KEEP_FEATURES });
  await writeFile(`${OUT}${file.out}`, subset);
  console.log(`${file.out.padEnd(34)} ${(source.length / 1024).toFixed(1).padStart(5)} KB → ${(subset.length / 1024).toFixed(1).padStart(5)} KB`);
}
