import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIslandRuntimeOnIntent } from './island-runtime-on-intent.ts';
import { must } from '../../shared/must.ts';

const SRC = '/_astro/island-runtime.test.js';
const runtimeScripts = () => [...document.head.querySelectorAll('script')].filter((script) => script.getAttribute('src')?.startsWith(SRC));

const setup = () => {
  document.body.innerHTML =
    '<p id="outside">About us</p><astro-island><button type="button" id="open">Open menu</button></astro-island><astro-island><form><input name="email" /><button type="submit">Subscribe</button></form></astro-island>';
  loadIslandRuntimeOnIntent(SRC);
  const [menu, newsletter] = [...document.querySelectorAll('astro-island')];
  return { menu: must(menu), newsletter: must(newsletter), form: must(document.querySelector('form')), input: must(document.querySelector('input')) };
};

/** Stands in for the runtime arriving: the directive listens for intent inside each island. */
const runtimeArrives = () => {
  const intents: string[] = [];
  for (const island of document.querySelectorAll('astro-island'))
    island.addEventListener('pointerover', () => intents.push(island.innerHTML.includes('form') ? 'newsletter' : 'menu'), true);
  must(runtimeScripts()[0]).dispatchEvent(new Event('load'));
  return intents;
};

afterEach(() => {
  // Earlier pages' loaders go quiet once their runtime has arrived.
  for (const script of document.head.querySelectorAll('script')) script.dispatchEvent(new Event('load'));
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('the island runtime, loaded on intent', () => {
  it('is not requested while the visitor only reads, and is requested once at the first intent', () => {
    setup();
    expect(runtimeScripts()).toHaveLength(0);
    must(document.querySelector('#outside')).dispatchEvent(new Event('pointerover', { bubbles: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(runtimeScripts().map((script) => script.getAttribute('src'))).toEqual([SRC]);
  });

  it('hands the islands the visitor reached to the runtime once it is live, and no others', () => {
    const { input } = setup();
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(runtimeArrives()).toEqual(['newsletter']);
  });

  it('clicks a button again that was clicked before the runtime was live', () => {
    const { menu } = setup();
    const button = must(menu.querySelector('button'));
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    button.click();
    expect(clicks).toHaveBeenCalledTimes(1);
    runtimeArrives();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('waits for the page to be parsed before it hands over, as the islands do', () => {
    const { menu } = setup();
    const button = must(menu.querySelector('button'));
    const clicks = vi.fn();
    button.addEventListener('click', clicks);
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    button.click();
    runtimeArrives();
    expect(clicks).toHaveBeenCalledTimes(1);
    readyState.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it('holds a submit that comes before the runtime and submits the form again once it is live', () => {
    const { form, input } = setup();
    input.value = 'early@example.com';
    const first = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);

    const submits: boolean[] = [];
    form.addEventListener('submit', (event) => {
      submits.push(event.defaultPrevented);
      event.preventDefault();
    });
    runtimeArrives();
    expect(submits).toEqual([false]);
    expect(input.value).toBe('early@example.com');
  });

  it('asks again when the runtime fails to arrive', () => {
    vi.useFakeTimers();
    try {
      const { input } = setup();
      input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
      must(runtimeScripts()[0]).dispatchEvent(new Event('error'));
      expect(runtimeScripts()).toHaveLength(0);
      vi.advanceTimersByTime(1000);
      expect(runtimeScripts().map((script) => script.getAttribute('src'))).toEqual([`${SRC}?retry=1`]);
    } finally {
      vi.useRealTimers();
    }
  });
});
