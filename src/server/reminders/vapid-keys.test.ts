import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { testVapidEnv } from '../../../tests/support/vapid';
import { loadConfig, missingVariableMessage } from '../config';
import { generateVapidKeys, vapidPairProblem } from './vapid-keys';
import { testGrievanceEnv } from '../../../tests/support/grievance';

let dataDir = '';
beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'jyotishi-vapid-'));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const production = {
  NODE_ENV: 'production',
  ...testGrievanceEnv,
  APP_SECRET: 'a-long-production-secret-for-tests-0123456789',
  PUBLIC_SITE_URL: 'https://jyotishi.example',
  SMS_PROVIDER: 'msg91',
  MSG91_AUTH_KEY: 'k',
  MSG91_TEMPLATE_ID: 't',
  RAZORPAY_KEY_ID: 'rzp_live_x',
  RAZORPAY_KEY_SECRET: 'secret',
  RAZORPAY_WEBHOOK_SECRET: 'whsec',
};

describe('the VAPID keys in the configuration', () => {
  it('are made once outside production and kept in DATA_DIR, readable by the owner only', () => {
    const first = loadConfig({ DATA_DIR: dataDir }).reminders.vapid;
    const second = loadConfig({ DATA_DIR: dataDir }).reminders.vapid;
    expect(second).toEqual(first);
    expect(vapidPairProblem(first)).toBeNull();
    const file = path.join(dataDir, '.vapid-keys.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ publicKey: first.publicKey, privateKey: first.privateKey });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    // Who push services may write to: the support address unless told.
    expect(first.subject).toBe('mailto:support@jyotishi.app');
  });

  it('are refused in production when either half is missing, and when the halves are of two pairs', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production })).toThrow(missingVariableMessage('VAPID_PUBLIC_KEY'));
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production, VAPID_PUBLIC_KEY: testVapidEnv.VAPID_PUBLIC_KEY })).toThrow(missingVariableMessage('VAPID_PRIVATE_KEY'));
    const other = generateVapidKeys();
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production, ...testVapidEnv, VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      'VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY',
    );
    expect(() => loadConfig({ DATA_DIR: dataDir, ...production, ...testVapidEnv, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(/VAPID_PUBLIC_KEY must be a 65-byte P-256 public key/);
    const config = loadConfig({ DATA_DIR: dataDir, ...production, ...testVapidEnv, VAPID_SUBJECT: 'https://jyotishi.example/contact' });
    expect(config.reminders.vapid).toEqual({ publicKey: testVapidEnv.VAPID_PUBLIC_KEY, privateKey: testVapidEnv.VAPID_PRIVATE_KEY, subject: 'https://jyotishi.example/contact' });
  });

  it('are used as set outside production too, and half a pair is refused there as well', () => {
    expect(loadConfig({ DATA_DIR: dataDir, ...testVapidEnv }).reminders.vapid.publicKey).toBe(testVapidEnv.VAPID_PUBLIC_KEY);
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_PRIVATE_KEY: testVapidEnv.VAPID_PRIVATE_KEY })).toThrow(missingVariableMessage('VAPID_PUBLIC_KEY'));
  });

  it('refuses a subject that is neither mailto: nor https:, and push service hosts that are not host names', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, VAPID_SUBJECT: 'http://jyotishi.example' })).toThrow(/VAPID_SUBJECT: expected a mailto: or https:\/\/ address/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: 'https://fcm.googleapis.com' })).toThrow(/PUSH_SERVICE_HOSTS: each entry must be a host name/);
    expect(loadConfig({ DATA_DIR: dataDir, PUSH_SERVICE_HOSTS: ' FCM.googleapis.com, *.push.apple.com ' }).reminders.pushServiceHosts).toEqual(['fcm.googleapis.com', '*.push.apple.com']);
  });
});
