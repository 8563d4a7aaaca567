// Leaving for the provider's checkout page is a full navigation; kept in one place so tests can watch it.
export const redirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};
