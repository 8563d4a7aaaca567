// `mf_content/routes`: paths under /{locale} this remote renders. Any other slug is a CMS page too
// (editors add pages without a rebuild): `:slug` is dynamic, so such pages get no canonical link.
export const routes: readonly string[] = ['home', 'about', 'pricing', 'faq', ':slug'];
