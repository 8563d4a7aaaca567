// mf_payments' `./routes`: the paths under /{locale} this remote renders.
export const routes = ['checkout/*', 'payment/result', 'tokens', 'subscriptions', 'gift-codes'] as const;
