// The browser's time zone as a test needs it: Intl reports `zone` until jest.restoreAllMocks() (each test file
// restores its mocks after each test), so "the client's own time" is the same on every machine.
const realResolvedOptions = Intl.DateTimeFormat.prototype.resolvedOptions;

export function clientInZone(zone: string): void {
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...realResolvedOptions.call(this), timeZone: zone };
  });
}
