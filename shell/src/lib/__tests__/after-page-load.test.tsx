// What a page does not need before it is usable waits for the window's load and an idle moment.
import { act, useRef } from 'react';
import { afterPageLoad, UNSEEN_AFTER_LOAD_MS, useNearViewOrAfterLoad } from '../after-page-load';
import { testRoot } from '@rozmova/web/testing/react-root';

const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
const idle = () => new Promise((resolve) => setTimeout(resolve, 5));

afterEach(() => setReadyState('complete'));

test('runs only after the window has loaded', async () => {
  setReadyState('loading');
  const run = jest.fn();
  afterPageLoad(run);
  await idle();
  expect(run).not.toHaveBeenCalled();
  setReadyState('complete');
  window.dispatchEvent(new Event('load'));
  await idle();
  expect(run).toHaveBeenCalledTimes(1);
  // Once.
  window.dispatchEvent(new Event('load'));
  await idle();
  expect(run).toHaveBeenCalledTimes(1);
});

test('a page opened in a window that has loaded runs it at the next idle moment', async () => {
  const run = jest.fn();
  afterPageLoad(run);
  expect(run).not.toHaveBeenCalled();
  await idle();
  expect(run).toHaveBeenCalledTimes(1);
});

test('a cancel before then means it never runs', async () => {
  setReadyState('loading');
  const run = jest.fn();
  const cancel = afterPageLoad(run);
  cancel();
  window.dispatchEvent(new Event('load'));
  await idle();
  expect(run).not.toHaveBeenCalled();
});

describe('a part at the foot of the page', () => {
  function Foot(): React.JSX.Element {
    const ref = useRef<HTMLDivElement>(null);
    const due = useNearViewOrAfterLoad(ref);
    return <div ref={ref}>{due ? 'form' : ''}</div>;
  }

  const view = testRoot();
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    jest.useRealTimers();
  });

  test('comes a few seconds after the page has loaded when nobody scrolls to it', () => {
    jest.useFakeTimers();
    act(() => view.root.render(<Foot />));
    act(() => jest.advanceTimersByTime(UNSEEN_AFTER_LOAD_MS - 100));
    expect(view.container.textContent).toBe('');
    act(() => jest.advanceTimersByTime(200));
    expect(view.container.textContent).toBe('form');
  });

  test('comes at once when the person scrolls it near the viewport', () => {
    jest.useFakeTimers();
    let seen: ((entries: Array<{ isIntersecting: boolean }>) => void) | null = null;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
        seen = callback;
      }
      observe(): void {}
      disconnect(): void {}
    };
    act(() => view.root.render(<Foot />));
    // Before the page's content has rendered its foot is in view: that alone does not count.
    act(() => seen?.([{ isIntersecting: true }]));
    expect(view.container.textContent).toBe('');
    Object.defineProperty(window, 'scrollY', { value: 900, configurable: true });
    act(() => seen?.([{ isIntersecting: false }]));
    expect(view.container.textContent).toBe('');
    act(() => seen?.([{ isIntersecting: true }]));
    expect(view.container.textContent).toBe('form');
  });
});
