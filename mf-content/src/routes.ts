// `mf_content/routes`: paths under /{locale} this remote renders. Any other single-segment or nested
// slug is a CMS page too (editors add pages without a rebuild), so the catch-all comes last and the
// shell's own, more specific routes win over it.
export const routes: readonly string[] = ['home', 'about', 'pricing', 'faq', '*'];
