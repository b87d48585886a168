/**
 * Loads Astro's island runtime (the `astro-island` element and the `client:interaction` directive)
 * from `src` on the page's first focus, pointer, touch or key, instead of running it while the page
 * loads (decision 080). Until the runtime is live, what the visitor does inside an island is kept and
 * handed to the directive once it is: the island reached is marked as reached, a button click is
 * clicked again, and a submit is held and submitted again.
 *
 * The build writes this function into the page as an inline script (`site/integrations/
 * island-runtime-in-head.ts`), so it uses nothing but its argument and the browser's globals.
 */
export function loadIslandRuntimeOnIntent(src: string) {
  const intents = ['focusin', 'pointerover', 'pointerdown', 'touchstart', 'keydown'];
  // Each island reached, with the element the visitor reached it at.
  const reached = new Map<Element, EventTarget>();
  const clicked: HTMLButtonElement[] = [];
  const submitted: HTMLFormElement[] = [];
  let requested = false;
  let live = false;
  const islandOf = (target: EventTarget | null) => (target instanceof Element ? target.closest('astro-island') : null);

  const handOver = () => {
    // Islands parsed before the runtime wait for the rest of the page before they set up.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', handOver, { once: true });
      return;
    }
    live = true;
    for (const type of intents) document.removeEventListener(type, onIntent, true);
    // The directive hydrates an island on an intent event inside it.
    for (const target of reached.values()) target.dispatchEvent(new Event('pointerover'));
    reached.clear();
    for (const button of clicked.splice(0)) if (button.isConnected) button.click();
    for (const form of submitted.splice(0)) if (form.isConnected) form.requestSubmit();
  };
  const request = (attempt: number) => {
    const script = document.createElement('script');
    script.src = attempt === 0 ? src : `${src}?retry=${attempt}`;
    script.onload = handOver;
    script.onerror = () => {
      script.remove();
      if (attempt < 3) setTimeout(() => request(attempt + 1), 1000);
    };
    document.head.append(script);
  };
  function onIntent(event: Event) {
    const island = islandOf(event.target);
    if (island && event.target && !reached.has(island)) reached.set(island, event.target);
    if (requested) return;
    requested = true;
    request(0);
  }

  for (const type of intents) document.addEventListener(type, onIntent, { capture: true, passive: true });
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (live || !button || button.type === 'submit' || !islandOf(button)) return;
      clicked.push(button);
      onIntent(event);
    },
    true,
  );
  document.addEventListener('submit', (event) => {
    const form = event.target;
    if (live || event.defaultPrevented || !(form instanceof HTMLFormElement) || !islandOf(form)) return;
    event.preventDefault();
    if (!submitted.includes(form)) submitted.push(form);
    onIntent(event);
  });
}
