// mf_content's public surface: the App the shell renders for /{locale}/home and the other CMS pages,
// and the list of those routes.
export const federation = {
  name: 'mf_content',
  exposes: { './App': './src/app/app.tsx', './routes': './src/routes.ts' },
};
