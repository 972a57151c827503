/**
 * How much the built-in readings repeat themselves, measured on a fixed set of generated births.
 *   npm run readings:audit [-- --on YYYY-MM-DD] [--lang en|hi|ta|te] [--json] [--strict]
 * --lang hi, ta or te audits the Hindi, Tamil or Telugu readings against the same targets.
 * Prints a table (or, with --json, one JSON object). Exits 0 whatever the figures, unless --strict
 * is given: then any FAIL exits 1, so the audit can gate a change.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_AUDIT_OPTIONS, formatReport, runAudit } from '../src/server/readings/audit/audit';
import { isCivilDate } from '../src/server/readings/audit/request';
import { isLanguage, languages } from '../src/shared/profile';
import type { Language } from '../src/shared/profile';

const USAGE = 'Usage: npm run readings:audit -- [--on YYYY-MM-DD (date the readings are requested on, where each reader lives; default 2026-11-24)] [--json] [--strict]';

function fail(message: string): never {
  process.stderr.write(`readings:audit: ${message}\n${USAGE}\n`);
  process.exit(2);
}

function options(): { on: string; lang: Language; json: boolean; strict: boolean } {
  try {
    const { values } = parseArgs({
      options: { on: { type: 'string' }, lang: { type: 'string' }, json: { type: 'boolean' }, strict: { type: 'boolean' } },
      strict: true, allowPositionals: false,
    });
    const on = values.on ?? DEFAULT_AUDIT_OPTIONS.on;
    if (!isCivilDate(on)) fail(`--on must be a date YYYY-MM-DD, got "${on}"`);
    const lang = values.lang ?? 'en';
    if (!isLanguage(lang)) fail(`--lang must be one of ${languages.join(', ')}, got "${lang}"`);
    return { on, lang, json: values.json ?? false, strict: values.strict ?? false };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const args = options();
const report = runAudit({ ...DEFAULT_AUDIT_OPTIONS, on: args.on }, args.lang);
// performance.now() counts from the start of the process, so this includes loading the engine.
const totalMs = performance.now();
if (args.json) process.stdout.write(`${JSON.stringify({ ...report, totalMs: Math.round(totalMs) }, null, 2)}\n`);
else process.stdout.write(`${formatReport(report, totalMs, args.lang)}\n`);
if (args.strict && report.checks.some((c) => !c.pass)) process.exit(1);
