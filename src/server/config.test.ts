import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testVapidEnv } from '../../tests/support/vapid';
import { testGrievanceEnv } from '../../tests/support/grievance';
import { ConfigError, loadConfig, missingVariableMessage } from './config';

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const missing = (name: string) =>
  `Missing required environment variable: ${name}. Please check your .env file and ensure all required variables are set.`;

const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template' };
const production = { NODE_ENV: 'production', APP_SECRET: 'a-long-production-secret-for-tests-0123456789', PUBLIC_SITE_URL: 'https://jyotishi.example', ...testVapidEnv, ...testGrievanceEnv };
const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' };

describe('loadConfig', () => {
  it('needs no key with the embedded defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      databaseUrl: undefined,
      trustProxy: false,
      sms: { provider: 'console' },
      captcha: { provider: 'altcha', expiresSeconds: 600 },
      otp: {
        ttlSeconds: 600,
        maxAttempts: 5,
        resendCooldownSeconds: 30,
        maxPerNumberHour: 5,
        maxPerNumberDay: 10,
        maxPerIpHour: 20,
      },
      session: { days: 30 },
    });
    expect(config.otp.dailyGlobalCap).toBeGreaterThan(0);
  });

  it('makes a server secret once and keeps it in the data folder, readable by the owner only', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(first.appSecret.length).toBeGreaterThanOrEqual(40);
    expect(second.appSecret).toBe(first.appSecret);
    const file = path.join(dataDir, '.app-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it('uses APP_SECRET when it is set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: 'given' }).appSecret).toBe('given');
  });

  it('writes the spec’s message with the variable’s name', () => {
    expect(missingVariableMessage('X_Y')).toBe(missing('X_Y'));
  });

  it.each(['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'])('refuses SMS_PROVIDER=twilio with %s empty', (name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...twilio, [name]: '' })).toThrow(missing(name));
    expect(() => loadConfig({ DATA_DIR: dataDir, ...twilio, [name]: '   ' })).toThrow(missing(name));
    expect(() => loadConfig({ DATA_DIR: dataDir, ...twilio, [name]: undefined })).toThrow(missing(name));
  });

  it.each(['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_ID'])('refuses SMS_PROVIDER=msg91 with %s empty', (name) => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...msg91, [name]: '' })).toThrow(missing(name));
  });

  it('accepts a provider whose keys are all set', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...twilio }).sms).toMatchObject({ provider: 'twilio', twilio: { accountSid: 'AC0123', from: '+15005550006' } });
    expect(loadConfig({ DATA_DIR: dataDir, ...msg91 }).sms).toMatchObject({ provider: 'msg91', msg91: { authKey: 'key' } });
  });

  it('needs APP_SECRET in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...twilio, NODE_ENV: 'production' })).toThrow(missing('APP_SECRET'));
  });

  it('needs the Grievance Officer the legal pages name in production, and says so with placeholders elsewhere', () => {
    const { GRIEVANCE_OFFICER_ADDRESS: _address, ...withoutAddress } = testGrievanceEnv;
    const rest = { DATA_DIR: dataDir, ...production, ...twilio, ...razorpay };
    expect(() => loadConfig({ ...rest, GRIEVANCE_OFFICER_NAME: '' })).toThrow(missing('GRIEVANCE_OFFICER_NAME'));
    expect(() => loadConfig({ ...rest, ...withoutAddress, GRIEVANCE_OFFICER_ADDRESS: undefined })).toThrow(missing('GRIEVANCE_OFFICER_ADDRESS'));
    expect(() => loadConfig({ ...rest, GRIEVANCE_OFFICER_EMAIL: 'not-an-address' })).toThrow(/GRIEVANCE_OFFICER_EMAIL/);
    expect(loadConfig(rest).grievanceOfficer).toEqual({
      name: 'Asha Verma',
      email: 'grievance@jyotishi.example',
      address: '12 MG Road, Bengaluru 560001, Karnataka, India',
    });
    expect(loadConfig({ DATA_DIR: dataDir }).grievanceOfficer).toEqual({
      name: 'Not yet appointed (development)',
      email: 'grievance@jyotishi.app',
      address: 'Postal address not yet set (development)',
    });
  });

  it('needs an SMS provider to be chosen in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production })).toThrow(missing('SMS_PROVIDER'));
  });

  it('refuses the console SMS provider in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production, SMS_PROVIDER: 'console' })).toThrow(/cannot run in production/);
  });

  it('starts in production with a real provider and its keys', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...production, ...twilio, ...razorpay });
    expect(config).toMatchObject({ production: true, appSecret: production.APP_SECRET, sms: { provider: 'twilio' } });
  });

  it('reads the limits from the environment', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      OTP_TTL_SECONDS: '300',
      OTP_MAX_ATTEMPTS: '3',
      OTP_RESEND_COOLDOWN_SECONDS: '60',
      OTP_MAX_PER_NUMBER_HOUR: '4',
      OTP_MAX_PER_NUMBER_DAY: '8',
      OTP_MAX_PER_IP_HOUR: '15',
      SMS_DAILY_CAP: '100',
      OTP_ALLOWED_COUNTRIES: 'in, ae',
      SMS_COUNTRY_DAILY_CAPS: 'IN:80,*:5',
      OTP_MAX_FAILED_CHECKS_PER_IP_HOUR: '12',
      SESSION_DAYS: '7',
      TRUST_PROXY: 'true',
    });
    expect(config.otp).toEqual({
      ttlSeconds: 300,
      maxAttempts: 3,
      resendCooldownSeconds: 60,
      maxPerNumberHour: 4,
      maxPerNumberDay: 8,
      maxPerIpHour: 15,
      dailyGlobalCap: 100,
      allowedCountries: ['IN', 'AE'],
      countryDailyCaps: { IN: 80, '*': 5 },
      maxFailedChecksPerIpHour: 12,
    });
    expect(config.session.days).toBe(7);
    expect(config.trustProxy).toBe(true);
  });

  it('names the variable when a value is malformed', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OTP_MAX_ATTEMPTS: 'five' })).toThrow(/OTP_MAX_ATTEMPTS/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OTP_ALLOWED_COUNTRIES: 'India' })).toThrow(/OTP_ALLOWED_COUNTRIES: each entry must be a two-letter country code/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_COUNTRY_DAILY_CAPS: 'IN=400' })).toThrow(/SMS_COUNTRY_DAILY_CAPS: expected entries such as IN:4000/);
  });
});

describe('loadConfig in production: the floors (docs/security.md)', () => {
  // Everything production needs, each at its default or just at its floor.
  const valid = { ...production, ...twilio, ...razorpay };
  const load = (overrides: Record<string, string>) => () => loadConfig({ DATA_DIR: dataDir, ...valid, ...overrides });

  it('starts with the defaults, and with every setting at its floor', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...valid })).toMatchObject({
      production: true,
      publicSiteUrl: 'https://jyotishi.example',
      captcha: { provider: 'altcha', cost: 1, counterMin: 20_000, counterMax: 60_000, expiresSeconds: 600 },
    });
    const atFloors = { APP_SECRET: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', ALTCHA_COUNTER_MIN: '10000', ALTCHA_COUNTER_MAX: '20000', ALTCHA_EXPIRES_SECONDS: '60' };
    expect(load(atFloors)()).toMatchObject({ appSecret: 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG', captcha: { counterMin: 10_000, counterMax: 20_000, expiresSeconds: 60 } });
    expect(load({ ALTCHA_EXPIRES_SECONDS: '3600' })().captcha.expiresSeconds).toBe(3600);
    // A higher cost per try makes up for a lower counter: the work is their product.
    expect(load({ ALTCHA_COST: '4', ALTCHA_COUNTER_MIN: '2500', ALTCHA_COUNTER_MAX: '5000' })().captcha).toMatchObject({ cost: 4, counterMin: 2500 });
  });

  // The weak pair production once started with: the captcha key was recovered from one challenge.
  it.each([
    ['APP_SECRET', 'a'.repeat(32), 'APP_SECRET is 32 characters long; production needs at least 43 characters of random data (32 random bytes): make one with `openssl rand -base64 32`.'],
    ['APP_SECRET', 'short', 'APP_SECRET is 5 characters long'],
    ['APP_SECRET', 'a'.repeat(64), 'APP_SECRET has only 1 different characters; a random secret has at least 12: make one with `openssl rand -base64 32`.'],
    ['APP_SECRET', 'abc'.repeat(20), 'APP_SECRET has only 3 different characters'],
    ['APP_SECRET', 'jyotishi'.repeat(6), 'APP_SECRET has only 7 different characters'],
    ['APP_SECRET', 'correcthorsebatterystaple'.repeat(2), 'APP_SECRET is one 25-character piece repeated, not random data: make one with `openssl rand -base64 32`.'],
    ['ALTCHA_HMAC_KEY', 'abc', 'ALTCHA_HMAC_KEY is 3 characters long; production needs at least 43 characters'],
    ['ALTCHA_HMAC_KEY', 'Kundli-Milan-2026!'.repeat(3), 'ALTCHA_HMAC_KEY is one 18-character piece repeated'],
  ])('refuses a weak %s (%s), naming it and how to make one', (name, value, message) => {
    expect(load({ [name]: value })).toThrow(ConfigError);
    expect(load({ [name]: value })).toThrow(message);
  });

  it('takes secrets as openssl makes them, base64 or hex, and an unset ALTCHA_HMAC_KEY', () => {
    const base64 = 'KFfVDFQYqnZsoIpf+5R82rZfD8gzMSY+R4jCKlNtrow=';
    const hex = '9f1c2e7a4b6d8e0f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f';
    expect(load({ APP_SECRET: base64 })().appSecret).toBe(base64);
    expect(load({ APP_SECRET: hex, ALTCHA_HMAC_KEY: base64 })().captcha.hmacKey).toBe(base64);
    // Unset, the captcha key is derived from APP_SECRET.
    expect(load({ APP_SECRET: hex })().captcha.hmacKey).toBe(`${hex}:altcha`);
  });

  it('refuses a PUBLIC_SITE_URL that is not https', () => {
    expect(load({ PUBLIC_SITE_URL: 'http://jyotishi.example' })).toThrow(ConfigError);
    expect(load({ PUBLIC_SITE_URL: 'http://jyotishi.example' })).toThrow('PUBLIC_SITE_URL must be an https:// address in production (got http://jyotishi.example)');
    // The default, http://localhost:PORT, is for development.
    expect(() => loadConfig({ DATA_DIR: dataDir, ...valid, PUBLIC_SITE_URL: undefined })).toThrow(/PUBLIC_SITE_URL must be an https:\/\/ address/);
  });

  it('refuses a push service named by an IP address or on another port', () => {
    for (const hosts of ['fcm.googleapis.com,127.0.0.1', 'fcm.googleapis.com:8443', '10.0.0.7:443']) {
      expect(load({ PUSH_SERVICE_HOSTS: hosts })).toThrow(/^PUSH_SERVICE_HOSTS may list only push services' host names, on port 443, in production \(got /);
    }
    expect(load({ PUSH_SERVICE_HOSTS: 'fcm.googleapis.com,*.push.apple.com' })().reminders.pushServiceHosts).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
  });

  it('refuses CAPTCHA_PROVIDER=none', () => {
    expect(load({ CAPTCHA_PROVIDER: 'none' })).toThrow(ConfigError);
    expect(load({ CAPTCHA_PROVIDER: 'none' })).toThrow('CAPTCHA_PROVIDER=none lets scripts request codes without any proof of work and cannot run in production.');
  });

  it.each([
    ['ALTCHA_COST=0', { ALTCHA_COST: '0' }, 'ALTCHA_COST must be at least 1 in production.'],
    ['too little work', { ALTCHA_COUNTER_MIN: '9999', ALTCHA_COUNTER_MAX: '60000' }, 'ALTCHA_COUNTER_MIN × ALTCHA_COST must be at least 10000 in production (got 9999 × 1)'],
    ['too little work at a higher cost', { ALTCHA_COST: '2', ALTCHA_COUNTER_MIN: '4000', ALTCHA_COUNTER_MAX: '60000' }, '(got 4000 × 2)'],
    ['a range narrower than the minimum', { ALTCHA_COUNTER_MIN: '20000', ALTCHA_COUNTER_MAX: '39999' }, 'ALTCHA_COUNTER_MAX must be at least twice ALTCHA_COUNTER_MIN in production (got 39999 and 20000).'],
    ['challenges shorter than a minute', { ALTCHA_EXPIRES_SECONDS: '59' }, 'ALTCHA_EXPIRES_SECONDS must be between 60 and 3600 in production (got 59).'],
    ['challenges longer than an hour', { ALTCHA_EXPIRES_SECONDS: '3601' }, 'ALTCHA_EXPIRES_SECONDS must be between 60 and 3600 in production (got 3601).'],
  ])('refuses captcha settings below the floor: %s', (_label, overrides, message) => {
    expect(load(overrides)).toThrow(ConfigError);
    expect(load(overrides)).toThrow(message);
  });

  it('lets development and tests go below the floors', () => {
    const weak = { APP_SECRET: 'short', CAPTCHA_PROVIDER: 'none', ALTCHA_COUNTER_MIN: '500', ALTCHA_COUNTER_MAX: '2000', ALTCHA_EXPIRES_SECONDS: '5' };
    for (const NODE_ENV of ['development', 'test']) {
      expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV, ...weak }).captcha).toMatchObject({ provider: 'none', counterMin: 500 });
    }
  });
});

describe('loadConfig: where the server listens, how long sessions last', () => {
  it('listens on 127.0.0.1 outside production and on every interface in production, unless HOST says', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', HOST: '' }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir, ...production, ...twilio, ...razorpay }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir, HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATA_DIR: dataDir, ...production, ...twilio, ...razorpay, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
  });

  it('ends sessions 90 days after sign-in by default, or after SESSION_MAX_DAYS', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).session).toEqual({ days: 30, maxDays: 90 });
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_MAX_DAYS: '14' }).session).toEqual({ days: 30, maxDays: 14 });
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_MAX_DAYS: 'ninety' })).toThrow(/SESSION_MAX_DAYS/);
  });
});
