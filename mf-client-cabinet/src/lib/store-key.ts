// The key of this remote's slice of the shell's store; every request slice of the cabinet lives under it.
export const STORE_KEY = 'clientCabinet';
