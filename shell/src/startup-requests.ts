// The two run-time files every start needs (/config.json, /remotes.json) are asked for as the start
// begins (the task after main.js's own), before the shared libraries are negotiated and evaluated (the
// longest part of a start on a phone), instead of after it: their round trip overlaps that work rather
// than following it.
type StartupFile = '/config.json' | '/remotes.json';

const early = new Map<StartupFile, Promise<Response>>();

export function startStartupRequests(): void {
  for (const file of ['/config.json', '/remotes.json'] as const) {
    if (early.has(file)) continue;
    const request = fetch(file, { cache: 'no-store' });
    // Read (or its failure handled) later by the start-up; never an unhandled rejection meanwhile.
    request.catch(() => undefined);
    early.set(file, request);
  }
}

/** The early answer for the file, handed out once; later asks (a retry) go to the network again. */
export function startupRequest(file: StartupFile): Promise<Response> {
  const request = early.get(file);
  if (request) {
    early.delete(file);
    return request;
  }
  return fetch(file, { cache: 'no-store' });
}
