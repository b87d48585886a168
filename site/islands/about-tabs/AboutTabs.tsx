import { useId, useRef, useState, type KeyboardEvent } from 'react';

/** The tabs are fixed (Mission, Vision, Values, in that order); their texts are the office's. */
const TAB_IDS = ['mission', 'vision', 'values'];

export interface AboutTab {
  label: string;
  title: string;
  text: string;
  points: string[];
}

/**
 * Mission / Vision / Values as WAI-ARIA tabs (default: mission). Arrow keys, Home and End move
 * between tabs and select them, as the Authoring Practices describe.
 */
export default function AboutTabs({ tabs: texts, label }: { tabs: AboutTab[]; label: string }) {
  const tabs = texts.map((tab, index) => ({ ...tab, id: TAB_IDS[index] ?? `tab-${index + 1}` }));
  const baseId = useId();
  const [selected, setSelected] = useState<string>('mission');
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const focusTab = (index: number) => {
    const next = tabs[(index + tabs.length) % tabs.length];
    if (!next) return;
    setSelected(next.id);
    buttons.current[(index + tabs.length) % tabs.length]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const moves: Record<string, number> = { [forward]: index + 1, [backward]: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusTab(target);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-2 border-b border-stone-300">
        {tabs.map((tab, index) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              id={`${baseId}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className="relative -mb-px min-h-12 px-4 text-xs font-semibold uppercase tracking-[0.2em] text-stone-600 transition-colors after:absolute after:inset-x-0 after:bottom-0 after:h-0.5 after:bg-transparent after:transition-colors hover:text-ink aria-selected:text-ink aria-selected:after:bg-brass-500 sm:px-6"
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${baseId}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern makes a panel without focusable content focusable.
          tabIndex={0}
          className="pt-10 focus-visible:outline-offset-8"
        >
          <h3 className="font-display text-4xl font-medium text-ink">{tab.title}</h3>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-stone-600">{tab.text}</p>
          <ul className="mt-8 grid gap-4">
            {tab.points.map((point) => (
              <li key={point} className="flex gap-4 text-ink">
                <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rotate-45 bg-brass-500" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
