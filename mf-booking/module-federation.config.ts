// mf_booking's public surface: the App the shell renders for /{locale}/therapists, /booking and
// /recommendation, and the list of those routes.
export const federation = {
  name: 'mf_booking',
  exposes: { './App': './src/app/app.tsx', './routes': './src/routes.ts' },
};
