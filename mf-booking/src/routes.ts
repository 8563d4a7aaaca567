// mf_booking's `./routes`: the paths under /{locale} this remote renders.
export const routes = ['therapists', 'booking', 'recommendation'] as const;
