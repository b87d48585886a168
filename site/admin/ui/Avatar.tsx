import { cx } from './cx.ts';

/**
 * A letter of a script whose letters join (Arabic). Two such initials side by side join into a word («مع»), and
 * even unjoined they still read as one («ما»): a space that never breaks the line keeps them two letters.
 */
const JOINING = /\p{Script=Arabic}/u;

/** A word's initial; an Arabic family name's is the letter after its article («الشريف» → «ش»). */
const initialOf = (word: string) => (word.length > 3 && word.startsWith('ال') ? word.charAt(2) : word.charAt(0).toUpperCase());

/** The first letters of the first two words; Arabic ones a space apart, so «منى عبد الرحمن» shows «م ع», not the word «مع». */
export const initialsOf = (name: string) => {
  const letters = name.split(/\s+/).filter(Boolean).slice(0, 2).map(initialOf);
  if (letters.length === 0) return '?';
  return letters.join(letters.some((letter) => JOINING.test(letter)) ? '\u00A0' : '');
};

const TONES = {
  brand: 'bg-nile-600 text-white',
  muted: 'bg-stone-200 text-stone-800',
} as const;

/** Initials in a circle; decorative, the name is always written next to it. */
export function Avatar({ name, tone = 'brand', className }: { name: string; tone?: keyof typeof TONES; className?: string }) {
  const initials = initialsOf(name);
  // Two Arabic letters and their space are wider than two Latin capitals: a size smaller keeps them in the circle.
  const size = initials.length > 2 ? 'text-[11px]' : 'text-[13px]';
  return (
    <span aria-hidden="true" className={cx('grid size-9 shrink-0 place-items-center rounded-full font-bold whitespace-nowrap', size, TONES[tone], className)}>
      {initials}
    </span>
  );
}
