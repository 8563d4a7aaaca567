// Loads the deployment's external_api.js ourselves (the api names its origin, http for the local stand-in)
// before @jitsi/react-sdk asks for it: the sdk finds `window.JitsiMeetExternalAPI` and uses it, and a server
// that cannot be reached becomes a clear page instead of a blank frame (the sdk would only log the failure).
const loaded = (): boolean => Boolean((window as { JitsiMeetExternalAPI?: unknown }).JitsiMeetExternalAPI);

export const EXTERNAL_API_TIMEOUT_MS = 20_000;

const pending = new Map<string, Promise<void>>();

export function loadExternalApi(url: string, timeoutMs = EXTERNAL_API_TIMEOUT_MS): Promise<void> {
  if (loaded()) return Promise.resolve();
  const known = pending.get(url);
  if (known) return known;
  const loading = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (why: string) => {
      clearTimeout(timer);
      script.remove();
      pending.delete(url);
      reject(new Error(`${url}: ${why}`));
    };
    const timer = setTimeout(() => fail('no answer'), timeoutMs);
    script.async = true;
    script.src = url;
    script.onload = () => {
      clearTimeout(timer);
      pending.delete(url);
      if (loaded()) resolve();
      else fail('loaded without JitsiMeetExternalAPI');
    };
    script.onerror = () => fail('could not be loaded');
    document.head.appendChild(script);
  });
  pending.set(url, loading);
  return loading;
}
