// The locale-files check lives in @rozmova/web (its own tests use it, and web never depends on this package).
export * from '@rozmova/web/testing/locale-files';
