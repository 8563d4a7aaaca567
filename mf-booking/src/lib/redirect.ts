// Leaving for the payment provider's page is a full navigation; kept in one place so tests can watch it.
export const redirect = {
  to(url: string): void {
    window.location.assign(url);
  },
};
