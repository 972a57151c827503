import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, missingVariableMessage } from './config';

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-config-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const missing = (name: string) =>
  `Missing required environment variable: ${name}. Please check your .env file and ensure all required variables are set.`;

const twilio = { SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC0123', TWILIO_AUTH_TOKEN: 'token', TWILIO_FROM: '+15005550006' };
const msg91 = { SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'key', MSG91_TEMPLATE_ID: 'template' };
const production = { NODE_ENV: 'production', APP_SECRET: 'a-long-production-secret-0123456789' };

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

  it('needs an SMS provider to be chosen in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production })).toThrow(missing('SMS_PROVIDER'));
  });

  it('refuses the console SMS provider in production', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production, SMS_PROVIDER: 'console' })).toThrow(/cannot run in production/);
  });

  it('starts in production with a real provider and its keys', () => {
    const razorpay = { RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' };
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
    });
    expect(config.session.days).toBe(7);
    expect(config.trustProxy).toBe(true);
  });

  it('names the variable when a value is malformed', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SMS_PROVIDER: 'carrier-pigeon' })).toThrow(/SMS_PROVIDER/);
    expect(() => loadConfig({ DATA_DIR: dataDir, OTP_MAX_ATTEMPTS: 'five' })).toThrow(/OTP_MAX_ATTEMPTS/);
  });
});
