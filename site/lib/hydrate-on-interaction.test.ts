import { afterEach, describe, expect, it, vi } from 'vitest';
import hydrateOnInteraction from './hydrate-on-interaction.ts';
import { must } from '../../shared/must.ts';

const setup = () => {
  const island = document.createElement('astro-island');
  island.innerHTML = '<form><input name="email" /><button type="submit">Send</button></form>';
  document.body.append(island);
  const run = vi.fn(async () => {});
  const load = vi.fn(async () => run);
  hydrateOnInteraction(load, { name: 'ContactForm', value: '' }, island);
  return { island, form: must(island.querySelector('form')), input: must(island.querySelector('input')), load, run };
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('client:interaction', () => {
  it('does not hydrate until the visitor reaches for the island, then hydrates once', async () => {
    const { input, load, run } = setup();
    expect(load).not.toHaveBeenCalled();
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    input.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a submit that arrives before hydration and submits again once the island is live', async () => {
    const { form, run } = setup();
    const submits: boolean[] = [];
    // Stands in for React: once hydrated, it handles (prevents) the submit itself.
    document.addEventListener('submit', (event) => submits.push(event.defaultPrevented));
    run.mockImplementation(async () => {
      form.addEventListener('submit', (event) => event.preventDefault());
    });

    const first = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true);

    await vi.waitFor(() => expect(submits).toHaveLength(2));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
