// The shell is the host: it exposes nothing and knows no remote at build time. Remotes come from
// /remotes.json at run time (src/features/remotes/remote-registry.ts).
export const federation = {
  name: 'shell',
  exposes: {},
};
