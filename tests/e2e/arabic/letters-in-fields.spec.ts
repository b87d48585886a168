import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from '../fixtures.ts';

/**
 * Readex Pro hangs the dots of a lone or final ي half an em below the baseline, lower than its line metrics
 * reach, and Chromium clips a text field's value and placeholder to their line box. Each letter
 * here, in each of its forms, is drawn in the Arabic pages' own fields with the shipped fonts, as the value and as
 * the placeholder, and must leave as much ink as the same text set as ordinary text beside it; and the dotted
 * letters must not look like their dotless twins (ي and ئ like ى, ة like ه).
 */
test.use({ deviceScaleFactor: 3 });

const TATWEEL = 'ـ';
const LETTERS: { letter: string; joinsBothSides: boolean }[] = [
  { letter: 'ي', joinsBothSides: true },
  { letter: 'ى', joinsBothSides: true },
  { letter: 'ئ', joinsBothSides: true },
  { letter: 'ه', joinsBothSides: true },
  { letter: 'ة', joinsBothSides: false },
  { letter: 'ك', joinsBothSides: true },
];
const SAMPLES = LETTERS.flatMap(({ letter, joinsBothSides }) => [
  { name: `${letter} isolated`, text: letter },
  { name: `${letter} final`, text: TATWEEL + letter },
  ...(joinsBothSides
    ? [
        { name: `${letter} initial`, text: letter + TATWEEL },
        { name: `${letter} medial`, text: TATWEEL + letter + TATWEEL },
      ]
    : []),
]);
/** A dotted form and its dotless twin: the field must draw them apart. */
const TWINS = [
  ['ي', 'ى'],
  [`${TATWEEL}ي`, `${TATWEEL}ى`],
  ['ئ', 'ى'],
  [`${TATWEEL}ئ`, `${TATWEEL}ى`],
  ['ة', 'ه'],
  [`${TATWEEL}ة`, `${TATWEEL}ه`],
] as const;

/** Device pixels (at 3×) two drawings of the same ink may differ by: antialiasing of the first and last rows. */
const TOLERANCE = 2;

const FIELDS = [
  { name: 'the newsletter field (every Arabic page)', selector: 'footer input[name="email"]' },
  { name: 'the contact form’s name field', selector: 'main input[name="name"]' },
];

/** The height in pixels of what `image` draws over `blank` (two screenshots of one element). */
const inkHeight = async (image: Buffer, blank: Buffer) => {
  const pixels = (png: Buffer) => sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [drawn, empty] = await Promise.all([pixels(image), pixels(blank)]);
  const { width, height, channels } = drawn.info;
  const difference = (row: number, column: number) => {
    const at = (row * width + column) * channels;
    let most = 0;
    for (let channel = 0; channel < 3; channel += 1) most = Math.max(most, Math.abs((drawn.data[at + channel] ?? 0) - (empty.data[at + channel] ?? 0)));
    return most;
  };
  let strongest = 0;
  for (let row = 0; row < height; row += 1) for (let column = 0; column < width; column += 1) strongest = Math.max(strongest, difference(row, column));
  // Ink is what differs by a third of the strongest difference, so pale placeholder text and black text are measured alike.
  const rows = Array.from({ length: height }, (_, row) => row).filter((row) =>
    Array.from({ length: width }, (_, column) => column).some((column) => strongest > 0 && difference(row, column) >= strongest / 3),
  );
  return rows.length === 0 ? 0 : (rows.at(-1) ?? 0) - (rows[0] ?? 0) + 1;
};

/**
 * Opens an Arabic page with its faces in use. They are `font-display: optional`, so a page uses one only if it
 * arrives before the first paint: the first visit loads them, the second takes them from the memory cache.
 */
const openWithFonts = async (page: Page, path: string) => {
  await page.goto(path);
  await page.evaluate(() => document.fonts.load('400 16px "Readex Site"', 'يىئهةك'));
  await page.reload();
  await page.evaluate(() => document.fonts.ready);
};

/** The fonts Chromium drew an element's text with (DevTools' "Rendered fonts"). */
const renderedFonts = async (page: Page, selector: string) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? '' : ' (system)'}`);
};

const show = (field: Locator, text: { value: string; placeholder: string }) =>
  field.evaluate((input: HTMLInputElement, { value, placeholder }) => {
    input.value = value;
    input.placeholder = placeholder;
  }, text);

const shoot = (locator: Locator) => locator.screenshot({ animations: 'disabled', caret: 'hide' });

/** Ordinary text in the field's font, size and weight, with room above and below: what the letters look like unclipped. */
const addReference = async (page: Page, field: Locator) => {
  await field.evaluate((input) => {
    const style = getComputedStyle(input);
    const span = document.createElement('span');
    span.id = 'letters-reference';
    Object.assign(span.style, {
      position: 'absolute',
      top: '0',
      insetInlineStart: '0',
      zIndex: '2147483647',
      padding: '0 1em',
      lineHeight: '3',
      whiteSpace: 'pre',
      background: '#fff',
      fontFamily: style.fontFamily,
      fontSize: style.fontSize,
      fontWeight: style.fontWeight,
    });
    document.body.append(span);
  });
  const reference = page.locator('#letters-reference');
  return async (text: string) => {
    await reference.evaluate((span, content) => {
      span.textContent = content;
      span.style.color = 'transparent';
    }, text);
    const blank = await shoot(reference);
    await reference.evaluate((span) => {
      span.style.color = '#000';
    });
    return inkHeight(await shoot(reference), blank);
  };
};

for (const { name, selector } of FIELDS) {
  test(`${name} draws every form of ي ى ئ ه ة ك whole, typed and as its placeholder`, async ({ page }) => {
    await openWithFonts(page, '/ar/contact');
    const field = page.locator(selector);
    await show(field, { value: SAMPLES.map((sample) => sample.text).join(''), placeholder: '' });
    expect(await renderedFonts(page, selector), 'the field is drawn with the shipped Readex Pro').toEqual(['Readex Pro']);

    await show(field, { value: '', placeholder: '' });
    const blank = await shoot(field);
    const inkOf = async (text: { value: string; placeholder: string }) => {
      await show(field, text);
      return inkHeight(await shoot(field), blank);
    };
    const inField = async (text: string) => ({
      value: await inkOf({ value: text, placeholder: '' }),
      placeholder: await inkOf({ value: '', placeholder: text }),
    });
    const ordinaryText = await addReference(page, field);

    const clipped: string[] = [];
    for (const sample of SAMPLES) {
      const expected = await ordinaryText(sample.text);
      const drawn = await inField(sample.text);
      for (const [where, height] of Object.entries(drawn)) {
        if (Math.abs(height - expected) > TOLERANCE) clipped.push(`${sample.name} as the ${where}: ${height} px of ink, ${expected} px as ordinary text`);
      }
    }
    expect(clipped).toEqual([]);

    const alike: string[] = [];
    for (const [dotted, dotless] of TWINS) {
      const [withDots, without] = [await inField(dotted), await inField(dotless)];
      if (withDots.value - without.value <= TOLERANCE) alike.push(`${dotted} looks like ${dotless} as the value`);
      if (withDots.placeholder - without.placeholder <= TOLERANCE) alike.push(`${dotted} looks like ${dotless} as the placeholder`);
    }
    expect(alike).toEqual([]);
  });
}
