/** @jest-environment jsdom */
// The external API script is the first thing that fails when a Jitsi server is down: a refused load, or a
// server that never answers, must end in a rejection the page turns into "cannot be reached".
import { loadExternalApi } from '../external-api-loader';

const URL_A = 'http://localhost:4607/external_api.js';
const script = () => document.head.querySelector<HTMLScriptElement>(`script[src="${URL_A}"]`);

afterEach(() => {
  jest.useRealTimers();
  delete (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI;
  document.head.replaceChildren();
});

it('resolves once the script defines JitsiMeetExternalAPI, and loads it once for concurrent callers', async () => {
  const first = loadExternalApi(URL_A);
  const second = loadExternalApi(URL_A);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
  (window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI = function JitsiMeetExternalAPI() {};
  script()!.dispatchEvent(new Event('load'));
  await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
  // Already there: nothing more is fetched.
  await loadExternalApi(URL_A);
  expect(document.head.querySelectorAll('script')).toHaveLength(1);
});

it('rejects when the script cannot be loaded, and tries again on the next call', async () => {
  const failed = loadExternalApi(URL_A);
  script()!.dispatchEvent(new Event('error'));
  await expect(failed).rejects.toThrow('could not be loaded');
  expect(script()).toBeNull();
  const again = loadExternalApi(URL_A);
  expect(script()).not.toBeNull();
  script()!.dispatchEvent(new Event('error'));
  await expect(again).rejects.toThrow('could not be loaded');
});

it('rejects when the server never answers, or answers with something else', async () => {
  jest.useFakeTimers();
  const silent = loadExternalApi(URL_A, 5_000);
  jest.advanceTimersByTime(5_000);
  await expect(silent).rejects.toThrow('no answer');

  const wrong = loadExternalApi(URL_A, 5_000);
  script()!.dispatchEvent(new Event('load'));
  await expect(wrong).rejects.toThrow('without JitsiMeetExternalAPI');
});
