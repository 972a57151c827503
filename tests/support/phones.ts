import { randomInt } from 'node:crypto';

// Each test file has its own database, so numbers and addresses only need to be unique in a file.
let nextPhone = randomInt(0, 50_000_000);
let nextIp = randomInt(0, 1_000_000);

/** A valid Indian mobile number in E.164 that no other test of this file uses. */
export function uniquePhone() {
  nextPhone += 1;
  return `+9198${String(nextPhone).padStart(8, '0')}`;
}

/** A client IPv4 address that no other test of this file uses. */
export function uniqueIp() {
  nextIp += 1;
  return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
}
