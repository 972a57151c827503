// CI check (docs/security.md, Web): no secret reaches the browser bundle. Looks through dist/ for the
// names of server-only settings and for values shaped like private keys.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const serverOnly = ['APP_SECRET', 'TWILIO_AUTH_TOKEN', 'MSG91_AUTH_KEY', 'ALTCHA_HMAC_KEY', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET', 'AI_API_KEY', 'DATABASE_URL', 'SENTRY_AUTH_TOKEN'];
const secretShapes = [/sk-[A-Za-z0-9]{20,}/, /-----BEGIN [A-Z ]*PRIVATE KEY-----/, /rzp_live_[A-Za-z0-9]{10,}/];

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) walk(file);
    else if (/\.(js|html|css|json|map)$/.test(name)) files.push(file);
  }
};
walk('dist');

const problems = [];
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const name of serverOnly) if (text.includes(name)) problems.push(`${file}: mentions ${name}`);
  for (const shape of secretShapes) if (shape.test(text)) problems.push(`${file}: holds something shaped like ${shape}`);
}
if (problems.length) {
  console.error(`Secrets or server-only settings found in the browser bundle:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(`No secrets in dist/ (${files.length} files checked).`);
