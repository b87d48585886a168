import type { ClientDirective } from 'astro';

/** The first sign that a visitor is about to use the island. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;
/** How often a held submit is retried while React finishes hydrating (about 2 s in all). */
const MAX_RETRIES = 40;
const RETRY_MS = 50;

/**
 * `client:interaction`: hydrates an island the first time a visitor points at, touches or focuses it;
 * `client:interaction="idle"` also hydrates it when the browser is idle (for islands that must come
 * alive on their own, like a carousel). The server-rendered HTML is usable meanwhile: fields take
 * input and keep it (hydration keeps the DOM).
 *
 * Nothing a visitor does before React is ready is lost:
 * - a submit React did not handle is held and retried once it is, so a form is never sent the
 *   native way (React handles submits at the island root, so `defaultPrevented` tells whether it did);
 * - a click on a button is replayed on the same button once the island is live.
 */
const hydrateOnInteraction: ClientDirective = (load, options, island) => {
  let live = false;
  let hydrating: Promise<void> | undefined;
  const hydrate = () =>
    (hydrating ??= (async () => {
      for (const type of INTENT_EVENTS) island.removeEventListener(type, hydrateNow, true);
      const run = await load();
      await run();
      live = true;
    })());

  function hydrateNow() {
    void hydrate();
  }

  const retries = new WeakMap<HTMLFormElement, number>();
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || !island.contains(form)) return;
    const attempt = (retries.get(form) ?? 0) + 1;
    if (attempt > MAX_RETRIES) return;
    retries.set(form, attempt);
    event.preventDefault();
    void hydrate().then(() => setTimeout(() => form.requestSubmit(), RETRY_MS));
  });

  const earlyClicks: HTMLButtonElement[] = [];
  island.addEventListener(
    'click',
    (event) => {
      if (live) return;
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (!button || button.type === 'submit') return;
      earlyClicks.push(button);
      void hydrate().then(() =>
        setTimeout(() => {
          for (const early of earlyClicks.splice(0)) if (early.isConnected) early.click();
        }, RETRY_MS),
      );
    },
    { capture: true },
  );

  for (const type of INTENT_EVENTS) island.addEventListener(type, hydrateNow, { capture: true, passive: true });

  if (options.value === 'idle') {
    const whenIdle = window.requestIdleCallback ?? ((callback: () => void) => setTimeout(callback, 200));
    whenIdle(() => void hydrate());
  }
};

export default hydrateOnInteraction;
