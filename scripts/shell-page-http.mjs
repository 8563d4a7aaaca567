// What the shell's server pages (shell-pages.mjs) share for the network: a fetch with a deadline, and a
// value escaped for an HTML attribute.
const LOOKUP_TIMEOUT_MS = 1_500;

export const escapeAttr = (value) => String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export async function fetchWithTimeout(url, timeoutMs = LOOKUP_TIMEOUT_MS) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await fetch(url, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}
