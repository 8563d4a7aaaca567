// What a page does not need before it is usable waits for the window's load and an idle moment.
import { afterPageLoad } from '../after-page-load';

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
