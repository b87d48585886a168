import { beforeEach, describe, expect, it } from 'vitest';
import { FakeIntersectionObserver } from '../../test/intersection-observer.ts';
import { stepAsideForSubmits } from './whatsapp-aside.ts';

const aside = () => document.documentElement.classList.contains('whatsapp-aside');

describe('the WhatsApp button steps aside for a submit button', () => {
  beforeEach(() => {
    FakeIntersectionObserver.install();
    document.documentElement.className = '';
    document.body.innerHTML =
      '<form><button type="submit" class="whatsapp-clear-form">Send</button></form><footer><button class="whatsapp-clear-newsletter">Subscribe</button></footer><a class="whatsapp-button" href="/go/whatsapp">Chat</a>';
  });

  it('while a submit button is in the bottom band of the screen, and comes back once none is', () => {
    stepAsideForSubmits();
    const [observer] = FakeIntersectionObserver.instances;
    expect(observer?.targets).toHaveLength(2);
    expect(observer?.options.rootMargin).toBe('-75% 0px 0px 0px');
    expect(aside()).toBe(false);

    observer?.report(1);
    expect(aside()).toBe(true);
    const [form, newsletter] = observer?.targets ?? [];
    observer?.callback([{ target: form, isIntersecting: false } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    expect(aside()).toBe(true);
    observer?.callback([{ target: newsletter, isIntersecting: false } as unknown as IntersectionObserverEntry], observer as unknown as IntersectionObserver);
    expect(aside()).toBe(false);
  });

  it('watches nothing on a page without the WhatsApp button', () => {
    document.querySelector('.whatsapp-button')?.remove();
    stepAsideForSubmits();
    expect(FakeIntersectionObserver.instances).toHaveLength(0);
  });
});
