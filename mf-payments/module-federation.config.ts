// mf_payments' public surface: the App the shell renders for /{locale}/checkout/*, /payment/result,
// /tokens, /subscriptions and /gift-codes, and the list of those routes.
export const federation = {
  name: 'mf_payments',
  exposes: { './App': './src/app/app.tsx', './routes': './src/routes.ts' },
};
