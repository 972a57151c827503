export type LegalPage = 'terms' | 'privacy' | 'shipping';

/**
 * When each legal page's text last changed: its 'Last updated' date. `text` is the SHA-256 of the
 * page's English text as the browser shows it (legal-updates.test.ts works it out): a change to the
 * text with no new date here fails that test, which prints the hash to store with the new date.
 */
export const legalUpdates: Record<LegalPage, { on: string; text: string }> = {
  terms: { on: '2026-12-07', text: 'd299fe01796cf0a6b300fbd62072000d830e4fd5291fbd3bee02c6ec7892257f' },
  privacy: { on: '2026-12-07', text: 'c8e0cbfa237e0c8ac708f5ff073c064f7a2e7c037d4ee4fe2bfead68bfb8b946' },
  shipping: { on: '2026-12-07', text: '82351ac32929fcfed57ca00005bb71bc0ec232e7fa3a966d2cf38612efefb9e0' },
};
