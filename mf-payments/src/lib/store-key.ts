// The key of this remote's slice of the shell's store; every request slice of payments lives under it.
export const STORE_KEY = 'payments';
