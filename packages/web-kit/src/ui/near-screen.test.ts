// @vitest-environment jsdom
// When a part below the fold counts as about to be seen: on the screen at once; within a flick of
// it only once the person has scrolled, so a tall screen's first visit waits like a phone's.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { whenNearScreen } from './near-screen';

/**
 * Stands in for the browser's IntersectionObserver (jsdom has none): an observer with a margin
 * sees the parts within a flick, one without sees those on the screen.
 */
class FakeIntersectionObserver {
  static observers: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();
  readonly withMargin: boolean;
  constructor(
    readonly report: (entries: { isIntersecting: boolean; target: Element }[]) => void,
    options?: { rootMargin?: string },
  ) {
    this.withMargin = Boolean(options?.rootMargin);
    FakeIntersectionObserver.observers.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** Reports `target` to every observer watching it: within a flick, and on the screen or not. */
  static show(target: Element, { onScreen }: { onScreen: boolean }) {
    for (const observer of this.observers) {
      if (!observer.targets.has(target)) continue;
      observer.report([{ target, isIntersecting: observer.withMargin || onScreen }]);
    }
  }
}

let part: Element;
beforeEach(() => {
  FakeIntersectionObserver.observers = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  part = document.body.appendChild(document.createElement('section'));
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  window.scrollY = 0;
});

it('counts a part on the screen as near at once, and says so once', () => {
  const onNear = vi.fn();
  whenNearScreen([part], onNear);
  FakeIntersectionObserver.show(part, { onScreen: true });
  window.dispatchEvent(new Event('scroll'));
  expect(onNear).toHaveBeenCalledTimes(1);
});

it('waits for the first scroll before a part just below the fold counts as near', () => {
  const onNear = vi.fn();
  whenNearScreen([part], onNear);
  FakeIntersectionObserver.show(part, { onScreen: false });
  expect(onNear).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('scroll'));
  expect(onNear).toHaveBeenCalledTimes(1);
});

it('does not count a scroll that leaves the part further than a flick away', () => {
  const onNear = vi.fn();
  whenNearScreen([part], onNear);
  window.dispatchEvent(new Event('scroll'));
  expect(onNear).not.toHaveBeenCalled();
  FakeIntersectionObserver.show(part, { onScreen: false });
  expect(onNear).toHaveBeenCalledTimes(1);
});

it('counts a part within a flick at once on a page that opens scrolled', () => {
  window.scrollY = 300;
  const onNear = vi.fn();
  whenNearScreen([part], onNear);
  FakeIntersectionObserver.show(part, { onScreen: false });
  expect(onNear).toHaveBeenCalledTimes(1);
});

it('stops watching when told to', () => {
  const onNear = vi.fn();
  const stop = whenNearScreen([part], onNear);
  stop();
  FakeIntersectionObserver.show(part, { onScreen: true });
  window.dispatchEvent(new Event('scroll'));
  expect(onNear).not.toHaveBeenCalled();
});
