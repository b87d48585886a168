import { cx } from './cx.ts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('') || '?';

const TONES = {
  brand: 'bg-nile-600 text-white',
  muted: 'bg-stone-200 text-stone-800',
} as const;

/** Initials in a circle; decorative, the name is always written next to it. */
export function Avatar({ name, tone = 'brand', className }: { name: string; tone?: keyof typeof TONES; className?: string }) {
  return (
    <span aria-hidden="true" className={cx('grid size-9 shrink-0 place-items-center rounded-full text-[13px] font-bold', TONES[tone], className)}>
      {initialsOf(name)}
    </span>
  );
}
