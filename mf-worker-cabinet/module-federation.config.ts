// mf_worker_cabinet's public surface: the App the shell renders for a therapist's or an admin's
// /{locale}/cabinet/*, and the list of those routes.
export const federation = {
  name: 'mf_worker_cabinet',
  exposes: { './App': './src/app/app.tsx', './routes': './src/routes.ts' },
};
