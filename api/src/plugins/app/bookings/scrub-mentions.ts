// R-account deletion: a therapist's notes on a client's sessions stay with the therapist (they are the
// therapist's working record), but the deleted client's name and phone number are taken out of them.

export const REMOVED = '[removed]';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The client's full name and each word of it, as whole words, in any letter case. */
function namePattern(name: string): RegExp | null {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((w) => [...w].length >= 2);
  if (words.length === 0) return null;
  const alternatives = [name.trim(), ...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => escape(w).replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** The phone's digits however they were typed: "+48 601-234-567", "601 234 567", "(601)234567". */
function phonePattern(phone: string): RegExp | null {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  // The last nine digits (the national number) with any separators between them, with or without a prefix.
  const core = digits.slice(-9).split('').join('[\\s().-]*');
  return new RegExp(`(?:\\+?\\d{1,3}[\\s().-]*)?${core}(?!\\d)`, 'g');
}

export function scrubMentions(text: string, name: string | null, phone: string | null): string {
  let out = text;
  const byPhone = phone ? phonePattern(phone) : null;
  if (byPhone) out = out.replace(byPhone, REMOVED);
  const byName = name ? namePattern(name) : null;
  if (byName) out = out.replace(byName, REMOVED);
  return out;
}
