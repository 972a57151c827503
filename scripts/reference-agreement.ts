/**
 * Writes src/astro/fixtures/reference-agreement.json: how our engine agrees with PyJHora over the
 * charts of src/astro/fixtures/pyjhora-charts.json (src/astro/reference-comparison/compare.ts).
 * The public page /accuracy reads that file and the comparison test checks it is what the engine
 * gives today. Run after changing the engine or the fixture:
 *   node --import tsx scripts/reference-agreement.ts
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareWithReferences } from '../src/astro/reference-comparison/compare';
import { REFERENCE_CHARTS } from '../src/astro/reference-comparison/pyjhora-charts';

const out = fileURLToPath(new URL('../src/astro/fixtures/reference-agreement.json', import.meta.url));
const summary = compareWithReferences(REFERENCE_CHARTS);
writeFileSync(out, `${JSON.stringify(summary, null, 1)}\n`);
for (const q of summary.quantities) process.stdout.write(`${q.quantity}: ${q.agree}/${q.compared} ${JSON.stringify(q.byReason)}${q.largest === undefined ? '' : ` largest ${q.largest}`}\n`);
