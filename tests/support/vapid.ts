/**
 * A VAPID pair for tests that load a production configuration, which refuses to start without
 * one (config.ts). Made once with `npx web-push generate-vapid-keys`; it signs nothing real.
 */
export const testVapidEnv = {
  VAPID_PUBLIC_KEY: 'BPmmibrNu23jAS3xsANlqbVxXbov7dnrfsQcPSkwKyKxMHLkPIc_o5DOKmyDARW-5P6TkoEE7Lq9-efP4eomH7s',
  VAPID_PRIVATE_KEY: 'F6CkLyblXxCbpthtH318in5lGk_KWpvc7Yu_hYO4HT0',
};
