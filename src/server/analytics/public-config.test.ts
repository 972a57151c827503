import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../../tests/support/test-app';
import { testGrievanceEnv } from '../../../tests/support/grievance';
import { publicConfig } from './public-config';

// GET /api/public-config: what the browser is told at run time. The footer and the legal pages
// show the support address from here, and the privacy policy lists only what is switched on.

describe('GET /api/public-config', () => {
  it('tells the browser SUPPORT_EMAIL, the Grievance Officer, and that GA4 and Sentry are on when they are configured', async () => {
    const t = await createTestApp({
      env: { ...testGrievanceEnv, SUPPORT_EMAIL: 'help@example.in', GA_MEASUREMENT_ID: 'G-TEST12345', SENTRY_DSN: 'https://key@o1.ingest.sentry.io/2', PREMIUM_READINGS_PER_DAY: '25' },
    });
    const res = await t.client().get('/api/public-config');
    expect(res.status).toBe(200);
    expect(res.body.grievanceOfficer).toEqual({ name: 'Asha Verma', email: 'grievance@jyotishi.example', address: '12 MG Road, Bengaluru 560001, Karnataka, India' });
    expect(res.body).toMatchObject({ supportEmail: 'help@example.in', gaMeasurementId: 'G-TEST12345', sentry: true, premiumReadingsPerDay: 25 });
  });

  it('by default: the default address, no GA4, no Sentry, the fair-use limit of 40, and the development cookie names', async () => {
    const t = await createTestApp();
    const res = await t.client().get('/api/public-config');
    expect(res.body).toEqual({
      gaMeasurementId: null,
      supportEmail: 'support@jyotishi.app',
      grievanceOfficer: { name: 'Not yet appointed (development)', email: 'grievance@jyotishi.app', address: 'Postal address not yet set (development)' },
      sentry: false,
      premiumReadingsPerDay: 40,
      cookies: { session: 'jyotishi_session', sessionDays: 30, sessionMaxDays: 90, language: 'jyotishi-lang', otpBrowser: 'jyotishi_otp_browser' },
    });
  });

  it('names the __Host- cookies production sets, and no fair-use limit when PREMIUM_READINGS_PER_DAY is 0', () => {
    // The config object itself: production's other start-up rules are not what this is about.
    const config = { ...testConfig({ PREMIUM_READINGS_PER_DAY: '0' }), production: true };
    const told = publicConfig(config);
    expect(told.premiumReadingsPerDay).toBeNull();
    expect(told.cookies).toMatchObject({ session: '__Host-jyotishi_session', otpBrowser: '__Host-jyotishi_otp_browser' });
  });

  it('refuses a SUPPORT_EMAIL that is not an address at start-up', async () => {
    await expect(createTestApp({ env: { SUPPORT_EMAIL: 'not-an-address' } })).rejects.toThrow(/SUPPORT_EMAIL/);
  });
});
