/**
 * The tools the model answers with: their definitions as the chat-completions API takes them, the
 * arguments checked with zod, and each call run over the engine. Nothing the model sends is
 * trusted: a bad date, a range too long or a person not saved comes back to it as a tool error to
 * correct, never as an exception. Every answer gets a fixed budget of calls.
 */
import { z } from 'zod';
import type { ChatCompletionTool } from 'openai/resources/chat/completions';
import { daysBetween } from '../../../astro/civil-dates';
import type { QuestionPerson, QuestionWriteRequest } from '../question-writer';
import { chartSummary, dashasInRange, houseLordsAndYogas, matchWith, panchangOfDay, SLOW_GRAHAS, transitsInRange, type DashaLevel } from './engine-tools';

/** The most tool calls one answer may make, over all its rounds and its one retry. */
export const MAX_TOOL_CALLS = 12;

/** The longest range each lookup takes, in days: a pratyantardasha list stays a few dozen rows. */
export const RANGE_CAP_DAYS: Readonly<Record<DashaLevel | 'transits', number>> = {
  mahadasha: 125 * 366,
  antardasha: 25 * 366,
  pratyantardasha: 3 * 366,
  transits: 5 * 366,
};

/** The engine's dependable span of dates. */
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '2099-12-31';

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date written YYYY-MM-DD')
  .refine((d) => {
    const at = new Date(`${d}T00:00:00Z`);
    return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === d;
  }, 'a date on the calendar')
  .refine((d) => d >= FIRST_DAY && d <= LAST_DAY, `a date from ${FIRST_DAY} to ${LAST_DAY}`);

/** A range of dates in order, no longer than the cap of its kind. */
const range = <T extends z.ZodRawShape>(shape: T, capOf: (args: z.infer<z.ZodObject<T>> & { from: string; to: string }) => number) =>
  z
    .object({ from: isoDate, to: isoDate, ...shape })
    .strict()
    .superRefine((a, ctx) => {
      const args = a as z.infer<z.ZodObject<T>> & { from: string; to: string };
      if (args.to < args.from) ctx.addIssue({ code: 'custom', message: '"to" must not be before "from"' });
      else if (daysBetween(args.from, args.to) > capOf(args)) ctx.addIssue({ code: 'custom', message: `the range may span at most ${capOf(args)} days for this lookup; ask for a shorter one` });
    });

const level = z.enum(['mahadasha', 'antardasha', 'pratyantardasha']);
const dashaArgs = range({ level: level.default('antardasha') }, (a) => RANGE_CAP_DAYS[a.level]);
const transitArgs = range({ grahas: z.array(z.enum(SLOW_GRAHAS)).min(1).max(SLOW_GRAHAS.length).optional() }, () => RANGE_CAP_DAYS.transits);
const dayArgs = z.object({ date: isoDate }).strict();
const noArgs = z.object({}).strict();

interface ToolSpec {
  description: string;
  args: z.ZodType;
  run(args: never): unknown;
}

/** The tools for one request: the asker's chart, and their saved people by id. */
export function toolsFor(request: QuestionWriteRequest) {
  const { birth, reader, now, profile } = request.input;
  const zone = reader.place.timezone;
  const people = new Map<string, QuestionPerson>(request.people.map((p) => [p.id, p]));
  const personArgs = z
    .object({ person_id: z.string() })
    .strict()
    .refine((a) => people.has(a.person_id), `person_id must be one of the saved people's ids: ${[...people.keys()].join(', ') || 'none are saved'}`);
  const genderOf = (g: string) => (g === 'male' || g === 'female' ? g : null);

  const specs: Record<string, ToolSpec> = {
    chart_summary: {
      description: "The birth chart the question is answered from (the asker's, or the saved person's it is about): lagna, the Moon's sign and nakshatra, each graha's sign, house, nakshatra, navamsa sign and dignity, and the dashas running now.",
      args: noArgs,
      run: () => chartSummary(birth, zone, now.getTime()),
    },
    house_lords_and_yogas: {
      description: "The twelve houses of the chart the question is answered from: each house's sign, its lord and where the lord sits, the grahas in it; and the yogas in the chart with their strength.",
      args: noArgs,
      run: () => houseLordsAndYogas(birth.chart),
    },
    dashas_in_range: {
      description: `The Vimshottari periods of the chart the question is answered from, of one level (mahadasha, antardasha or pratyantardasha) overlapping a range of dates, each with its lord, first and last day. Ranges: at most ${RANGE_CAP_DAYS.pratyantardasha} days for pratyantardashas, ${RANGE_CAP_DAYS.antardasha} for antardashas.`,
      args: dashaArgs,
      run: (a: z.infer<typeof dashaArgs>) => ({ periods: dashasInRange(birth.dashas, zone, a.from, a.to, a.level) }),
    },
    transits_in_range: {
      description: `The slow grahas' stays in signs over a range of dates (at most ${RANGE_CAP_DAYS.transits} days): the date each entered and left the sign, its stations (turning retrograde or direct), and the house the sign is from the lagna and the Moon of the chart the question is answered from.`,
      args: transitArgs,
      run: (a: z.infer<typeof transitArgs>) => ({ stays: transitsInRange(birth.chart, zone, a.from, a.to, a.grahas ?? ['Jupiter', 'Saturn', 'Rahu', 'Ketu']) }),
    },
    panchang_of_day: {
      description: "A day's panchang at sunrise where the asker lives (weekday, tithi, nakshatra, yoga, karana, the Moon's sign) with the tara bala and chandra bala that day for the birth Moon of the chart the question is answered from.",
      args: dayArgs,
      run: (a: z.infer<typeof dayArgs>) => panchangOfDay(birth.chart, reader.place, a.date),
    },
  };
  if (people.size > 0) {
    specs.person_chart = {
      description: "A saved person's birth chart (by person_id), in the same shape as chart_summary.",
      args: personArgs,
      run: (a: z.infer<typeof personArgs>) => chartSummary(people.get(a.person_id)!.input.birth, zone, now.getTime()),
    };
    specs.match_with_person = {
      description: 'Kundli milan of the chart the question is answered from with a saved person (by person_id): the ashtakoota score of 36 with each koota, the mangal dosha of both, and the ten poruthams.',
      args: personArgs,
      run: (a: z.infer<typeof personArgs>) => {
        const other = people.get(a.person_id)!.input;
        return matchWith({ chart: birth.chart, gender: genderOf(profile.gender) }, { chart: other.birth.chart, gender: genderOf(other.profile.gender) });
      },
    };
  }

  const definitions: ChatCompletionTool[] = Object.entries(specs).map(([name, spec]) => ({
    type: 'function',
    function: { name, description: spec.description, parameters: jsonSchemaOf(spec.args) },
  }));

  /** Runs one call: its result as JSON, or an error the model can act on. */
  function call(name: string, rawArgs: string): { ok: true; result: unknown } | { ok: false; error: string } {
    const spec = specs[name];
    if (!spec) return { ok: false, error: `There is no tool "${name}". The tools are: ${Object.keys(specs).join(', ')}.` };
    let parsed: unknown;
    try {
      parsed = rawArgs.trim() ? JSON.parse(rawArgs) : {};
    } catch {
      return { ok: false, error: 'The arguments are not valid JSON.' };
    }
    const checked = spec.args.safeParse(parsed);
    if (!checked.success) return { ok: false, error: `Bad arguments: ${checked.error.issues.map((i) => `${i.path.join('.') || 'arguments'}: ${i.message}`).join('; ')}.` };
    return { ok: true, result: spec.run(checked.data as never) };
  }

  return { definitions, call };
}

function jsonSchemaOf(schema: z.ZodType): Record<string, unknown> {
  // The model sees the shape; the refinements (calendar dates, caps, saved ids) are checked here.
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}
