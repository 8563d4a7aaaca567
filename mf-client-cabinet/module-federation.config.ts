// mf_client_cabinet's public surface: the App the shell renders for a client's /{locale}/cabinet/*, and
// the list of those routes.
export const federation = {
  name: 'mf_client_cabinet',
  exposes: { './App': './src/app/app.tsx', './routes': './src/routes.ts' },
};
