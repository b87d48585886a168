import type { ClientDirective } from 'astro';

/** The first sign that a visitor is about to use the island. */
const INTENT_EVENTS = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown'] as const;
/** How often a held submit is retried while React finishes hydrating (about 2 s in all). */
const MAX_RETRIES = 40;
const RETRY_MS = 50;

/**
 * `client:interaction`: hydrates an island the first time a visitor points at, touches or focuses it.
 * The server-rendered HTML is usable meanwhile (fields take input, and what is typed stays: hydration
 * keeps the DOM). Used for the contact form, whose form library would otherwise push the contact page
 * over its JavaScript budget (decision 012).
 *
 * A submit that React did not handle (the island is not live yet) is held and retried once it is, so the
 * form is never sent the native way. React handles submits at the island root, before they bubble to the
 * document, so `defaultPrevented` there tells whether it did.
 */
const hydrateOnInteraction: ClientDirective = (load, _options, island) => {
  let hydrating: Promise<void> | undefined;
  const hydrate = () =>
    (hydrating ??= (async () => {
      for (const type of INTENT_EVENTS) island.removeEventListener(type, hydrateNow, true);
      const run = await load();
      await run();
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

  for (const type of INTENT_EVENTS) island.addEventListener(type, hydrateNow, { capture: true, passive: true });
};

export default hydrateOnInteraction;
