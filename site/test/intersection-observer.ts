import { vi } from 'vitest';

/** A controllable IntersectionObserver for jsdom, which has none. */
export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets: Element[] = [];
  disconnected = false;
  readonly callback: IntersectionObserverCallback;
  readonly options: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.options = options;
    FakeIntersectionObserver.instances.push(this);
  }
  observe = (target: Element) => {
    this.targets.push(target);
  };
  unobserve = vi.fn();
  disconnect = () => {
    this.disconnected = true;
  };
  takeRecords = () => [];

  /** Reports every observed element at the given visible ratio. */
  report(ratio: number) {
    if (this.disconnected) return;
    const entries = this.targets.map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }

  static reportAll(ratio: number) {
    for (const observer of FakeIntersectionObserver.instances) observer.report(ratio);
  }

  static install() {
    FakeIntersectionObserver.instances = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  }
}
