// The fallback screen after a render error: texts of docs/rules.md, and the trace sent once.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from '../app-error-boundary';

function Broken(): React.JSX.Element {
  throw new Error('kaboom in render');
}

test('a render error shows the fallback screen and posts the stack trace', async () => {
  window.history.pushState({}, '', '/pl/home');
  const calls: Array<{ url: string; body: string }> = [];
  const originalFetch = globalThis.fetch;
  globalThis.fetch = (async (url: string, init?: RequestInit) => {
    calls.push({ url: String(url), body: String(init?.body) });
    return { ok: true, status: 200, text: async () => '{"ok":true}' } as Response;
  }) as typeof fetch;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      <AppErrorBoundary>
        <Broken />
      </AppErrorBoundary>,
    );
  });
  const text = container.textContent ?? '';
  expect(text).toContain('Sorry, something went wrong');
  expect(text).toContain('Please try refreshing this page or return to the main page');
  expect(text).toContain('Wsparcie');
  expect(text).toContain('kaboom in render');
  expect(container.querySelector('[data-testid="support-telegram"]')).toBeNull();
  expect(calls).toHaveLength(1);
  expect(calls[0]?.url).toMatch(/\/v4\/frontend_error\?config_id=pl$/);
  expect(JSON.parse(calls[0]!.body).stack_trace).toContain('kaboom in render');
  act(() => root.unmount());
  globalThis.fetch = originalFetch;
  errors.mockRestore();
});
