// The api base comes from the runtime config the shell writes (FRONTEND-CONTRACT: window.__ROZMOVA_CONFIG__),
// so a remote deployed elsewhere still talks to the same api.
declare global {
  interface Window {
    __ROZMOVA_CONFIG__?: { apiBase?: string };
  }
}

const DEFAULT_API_BASE = 'http://localhost:8080/api';

export function apiBaseUrl(): string {
  const configured = typeof window === 'undefined' ? undefined : window.__ROZMOVA_CONFIG__?.apiBase;
  return (configured ?? DEFAULT_API_BASE).replace(/\/+$/, '');
}
