/**
 * Weekly, monthly, quarterly and yearly readings: the slow grahas' gochara from the natal Moon,
 * the dated ingresses and stations of the period, Chandrashtama windows and the running dasha.
 */
import { SIGNS } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import type { ReadingType } from '../../../shared/reading-types';
import { dayMonth, weekdayName } from './dates';
import type { Draft } from './compose-common';
import { dashaParagraph, dateIn, eventSentence, houseThemes, nth, upaya } from './compose-common';
import { HOUSE_GOOD, JUPITER_GOCHARA, NODE_AXIS, SATURN_GOCHARA, isGocharaGood } from './lore';
import type { Pen } from './phrasing';
import { listOf, sentences, the } from './phrasing';
import type { MoonWindow, ReadingFacts, TransitEventFact } from './reading-facts';

type PeriodType = Extract<ReadingType, 'weekly' | 'monthly' | 'quarterly' | 'yearly'>;

const HORIZON: Record<PeriodType, readonly string[]> = {
  weekly: ['this week', 'the coming seven days', 'the week ahead'],
  monthly: ['this month', 'the month ahead', 'the coming weeks'],
  quarterly: ['this quarter', 'the next three months', 'the season ahead'],
  yearly: ['this year', 'the twelve months ahead', 'the year ahead'],
};

const PHASE_WORD = { rising: 'rising (first)', peak: 'peak (second)', setting: 'setting (last)' } as const;

function eventsOf(f: ReadingFacts, grahas: readonly Graha[]): TransitEventFact[] {
  return f.events.filter((e) => grahas.includes(e.graha));
}

function eventKeys(f: ReadingFacts, events: readonly TransitEventFact[]): string[] {
  return events.map((e) => `events.${f.events.indexOf(e)}`);
}

/** Natal grahas in the sign a transiting graha occupies: 'it passes over your natal Venus'. */
function conjunctions(f: ReadingFacts, transiting: Graha, sign: number): Graha[] {
  return (Object.values(f.natal.grahas) as Array<{ name: Graha; sign: number }>)
    // The Moon is left out: a transit over it is the 1st house from the Moon, which the gochara text already reads.
    .filter((g) => g.sign === sign && g.name !== transiting && g.name !== 'Moon' && !(transiting === 'Rahu' && g.name === 'Ketu') && !(transiting === 'Ketu' && g.name === 'Rahu'))
    .map((g) => g.name);
}

function openingParagraph(f: ReadingFacts, type: PeriodType, pen: Pen): Draft {
  const first = f.person.firstName;
  const horizon = pen.pick(HORIZON[type]);
  const moon = f.natal.moon;
  const jup = f.transits.bodies.Jupiter;
  const greeting = pen.pick([
    `Namaste ${first}. Here is how the grahas move for you over ${f.period.label}`,
    `${first}, this reading covers ${f.period.label}`,
    `Dear ${first}, here is your forecast for ${f.period.label}`,
    `${first}, let us look at ${horizon}, ${f.period.label}`,
    `Namaste, ${first}. The sky for ${f.period.label} has a clear shape for you`,
    `${first}, I have cast the transits for ${f.period.label} against your birth chart`,
  ]);
  const basis = pen.pick([
    `As gochara is read, every transit below is counted from your natal Moon in ${pen.sign(moon.sign)}, in ${moon.nakshatra} nakshatra`,
    `Transits are judged from the janma rashi, and yours is ${pen.sign(moon.sign)}, with the Moon in ${moon.nakshatra}`,
    `I count the houses from your Moon sign, ${pen.sign(moon.sign)} (${moon.nakshatra} nakshatra), the classical way of reading transits`,
    `Your Moon in ${pen.sign(moon.sign)}, in ${moon.nakshatra} nakshatra, is the point every transit here is counted from`,
  ]);
  const slowGood = (['Jupiter', 'Saturn', 'Rahu'] as const).filter((g) => isGocharaGood(g, f.transits.bodies[g].houseFromMoon));
  const good = slowGood.length;
  const s = f.sadeSati;
  const keys = ['period', 'natal.moon'];
  let headline: string;
  if (s.running) {
    keys.push('sadeSati', 'transits.bodies.Saturn');
    headline = pen.pick([
      `The headline is Saturn's Sade Sati, now in its ${PHASE_WORD[s.phase!]} phase, which asks for patience and sets the pace of ${horizon}`,
      `Sade Sati is running, in its ${PHASE_WORD[s.phase!]} phase, so ${horizon} rewards steadiness more than speed: Saturn sets the tempo`,
    ]);
  } else if (s.saturnFromMoon === 'ashtama') {
    keys.push('sadeSati', 'transits.bodies.Saturn');
    headline = `The strongest influence is ashtama Shani, Saturn in the 8th from your Moon, so caution and patience serve you best through ${horizon}`;
  } else if (good >= 2) {
    keys.push(...slowGood.map((g) => `transits.bodies.${g}`));
    headline = pen.pick([
      `With ${listOf(slowGood.map((g) => g))} well placed from your Moon, the background of ${horizon} is supportive`,
      `The slow grahas are largely on your side: ${listOf([...slowGood])} occupy favourable houses from your Moon`,
    ]);
  } else if (isGocharaGood('Jupiter', jup.houseFromMoon)) {
    keys.push('transits.bodies.Jupiter', 'transits.bodies.Saturn');
    headline = `Jupiter's kind position from your Moon is the brightest thread of ${horizon}, even where Saturn asks for effort`;
  } else {
    keys.push('transits.bodies.Jupiter', 'transits.bodies.Saturn');
    headline = pen.pick([
      `Jupiter and Saturn ask for effort rather than promise ease over ${horizon}, so careful timing matters: the dates below help`,
      `Neither Jupiter nor Saturn sits in one of its best houses from your Moon, so ${horizon} is about working with the grain of the time`,
    ]);
  }
  const ingresses = f.events.filter((e) => e.kind === 'ingress' && (e.graha === 'Jupiter' || e.graha === 'Saturn' || e.graha === 'Rahu'));
  const big = ingresses[0];
  const turn = big ? `A turning point comes on ${dateIn(f, big.date)}, when ${big.graha} changes sign` : null;
  if (big) keys.push(...eventKeys(f, [big]));
  return {
    topic: 'opening',
    text: sentences(greeting, basis, headline, turn),
    facts: keys,
  };
}

function jupiterParagraph(f: ReadingFacts, pen: Pen): Draft {
  const j = f.transits.bodies.Jupiter;
  const g = pen.graha('Jupiter');
  const events = eventsOf(f, ['Jupiter']);
  const withLagna = pen.chance(0.35);
  const where = withLagna
    ? `${g} is in ${pen.sign(j.sign)}${j.retrograde ? ', retrograde,' : ','} the ${nth(j.houseFromMoon)} from your Moon and the ${nth(j.houseFromLagna)} from your lagna`
    : pen.pick([
      `${g} moves through ${pen.sign(j.sign)}${j.retrograde ? ' in retrograde motion' : ''}, ${nth(j.houseFromMoon)} from your natal Moon`,
      `Begin with the great benefic: ${g} is transiting ${pen.sign(j.sign)}${j.retrograde ? ', retrograde' : ''}, the ${nth(j.houseFromMoon)} sign from your Moon`,
      `${g}, the graha of grace, now occupies ${pen.sign(j.sign)}${j.retrograde ? ' and is retrograde' : ''}, counted ${nth(j.houseFromMoon)} from your janma rashi`,
      `In the sky ${g} stands in ${pen.sign(j.sign)}${j.retrograde ? ', moving retrograde' : ''}, ${nth(j.houseFromMoon)} from the Moon you were born with`,
    ]);
  const reading = pen.pick(JUPITER_GOCHARA[j.houseFromMoon]!);
  const lagna = !withLagna && pen.chance(0.6)
    ? pen.pick([
      `Counted from the lagna it works through your ${nth(j.houseFromLagna)} bhava, so ${houseThemes(pen, j.houseFromLagna)} share in its influence`,
      `From your lagna it is the ${nth(j.houseFromLagna)}, which brings ${houseThemes(pen, j.houseFromLagna)} into the picture`,
    ])
    : null;
  const over = conjunctions(f, 'Jupiter', j.sign);
  const conj = over.length ? `On its way it passes over your natal ${listOf(over)}, blessing ${over.length > 1 ? 'their' : 'its'} significations` : null;
  const dated = events.map((e) => eventSentence(pen, f, e));
  return {
    topic: 'jupiter',
    text: sentences(where, reading, lagna, conj, ...dated),
    short: sentences(where, reading, ...dated.slice(0, 2)),
    shortFacts: ['transits.bodies.Jupiter', ...eventKeys(f, events.slice(0, 2))],
    facts: ['transits.bodies.Jupiter', ...over.map((o) => `natal.grahas.${o}`), ...eventKeys(f, events)],
  };
}

function saturnParagraph(f: ReadingFacts, pen: Pen): Draft {
  const s = f.transits.bodies.Saturn;
  const g = pen.graha('Saturn');
  const events = eventsOf(f, ['Saturn']);
  const where = pen.pick([
    `${g} is in ${pen.sign(s.sign)}${s.retrograde ? ', retrograde,' : ','} the ${nth(s.houseFromMoon)} from your Moon`,
    `${g}, slowest of the visible grahas, stands in ${pen.sign(s.sign)}, ${nth(s.houseFromMoon)} from your natal Moon and ${nth(s.houseFromLagna)} from your lagna`,
    `${g} continues its long walk through ${pen.sign(s.sign)}${s.retrograde ? ', retrograde for now' : ''}, the ${nth(s.houseFromMoon)} from your Moon`,
    `Now to the taskmaster: ${g} occupies ${pen.sign(s.sign)}, ${nth(s.houseFromMoon)} counted from your janma rashi${s.retrograde ? ', and is retrograde' : ''}`,
  ]);
  const reading = pen.pick(SATURN_GOCHARA[s.houseFromMoon]!);
  const over = conjunctions(f, 'Saturn', s.sign);
  const conj = over.length ? `It is also transiting over your natal ${listOf(over)}, so expect ${over.length > 1 ? 'those significations' : 'that planet\'s significations'} to mature through effort` : null;
  const changes = f.sadeSati.changes.map((c) =>
    c.running
      ? `When Saturn changes sign on ${dateIn(f, c.date)}, Sade Sati ${f.sadeSati.running ? `moves into its ${PHASE_WORD[c.phase!]} phase` : 'begins, in its rising phase'}`
      : f.sadeSati.running ? `When Saturn changes sign on ${dateIn(f, c.date)}, your Sade Sati ends` : null,
  );
  const dated = events.map((e) => eventSentence(pen, f, e));
  return {
    topic: 'saturn',
    text: sentences(where, reading, conj, ...changes, ...dated),
    short: sentences(where, reading, ...changes, ...dated.slice(0, 2)),
    shortFacts: ['transits.bodies.Saturn', 'sadeSati', ...eventKeys(f, events.slice(0, 2))],
    facts: ['transits.bodies.Saturn', 'sadeSati', ...over.map((o) => `natal.grahas.${o}`), ...eventKeys(f, events)],
  };
}

function nodesParagraph(f: ReadingFacts, pen: Pen): Draft {
  const r = f.transits.bodies.Rahu;
  const k = f.transits.bodies.Ketu;
  const events = eventsOf(f, ['Rahu']);
  const where = pen.pick([
    `The nodal axis runs from Rahu in ${pen.sign(r.sign)} to Ketu in ${pen.sign(k.sign)}`,
    `Rahu is in ${pen.sign(r.sign)} and Ketu opposite it in ${pen.sign(k.sign)}`,
    `The shadow grahas complete the picture, with Rahu in ${pen.sign(r.sign)} and Ketu in ${pen.sign(k.sign)}`,
    `As for the lunar nodes, Rahu transits ${pen.sign(r.sign)} while Ketu transits ${pen.sign(k.sign)}`,
  ]);
  const reading = pen.pick(NODE_AXIS[r.houseFromMoon]!);
  const dated = events.filter((e) => e.kind === 'ingress').map((e) => `On ${dateIn(f, e.date)} the nodes change signs: Rahu moves into ${pen.sign(e.toSign)}, ${nth(e.houseFromMoon)} from your Moon, and Ketu into ${pen.sign((e.toSign + 6) % 12)}`);
  return {
    topic: 'nodes',
    text: sentences(where, reading, ...dated),
    facts: ['transits.bodies.Rahu', 'transits.bodies.Ketu', ...eventKeys(f, events)],
  };
}

function windowText(f: ReadingFacts, w: MoonWindow): string {
  const at = (s: { date: string; time: string }) => `${weekdayName(s.date)} ${dayMonth(s.date)} at ${s.time}`;
  if (w.start && w.end) return `from ${at(w.start)} to ${at(w.end)}`;
  if (w.start) return `from ${at(w.start)} to the end of the period`;
  if (w.end) return `from the start of the period until ${at(w.end)}`;
  return `through the whole of ${f.period.label}`;
}

const FAST: readonly Graha[] = ['Sun', 'Mars', 'Venus', 'Mercury'];

/** Priority of a fast graha's event when the period is long and only a few can be told. */
function eventPriority(e: TransitEventFact): number {
  if (e.kind === 'station') return e.graha === 'Mercury' ? 2 : 3;
  return { Mars: 3, Venus: 2, Sun: 1, Mercury: 0 }[e.graha as 'Mars'] ?? 0;
}

function fastParagraph(f: ReadingFacts, type: PeriodType, pen: Pen): Draft {
  const b = f.transits.bodies;
  const positions = pen.shuffle(FAST).map((g) => `${the(g)} in ${SIGNS[b[g].sign]!.english} (${nth(b[g].houseFromMoon)})`);
  const intro = pen.pick([
    `Among the faster grahas, counted again from your Moon, you have ${listOf(positions)}`,
    `The quicker planets set the tone of the days: ${listOf(positions)}, each counted from your Moon`,
    `Day to day, the faster movers matter more. From your Moon: ${listOf(positions)}`,
    `For the texture of ${HORIZON[type][0]}, look to the swift grahas: ${listOf(positions)}, houses counted from the Moon`,
  ]);
  const good = FAST.filter((g) => isGocharaGood(g, b[g].houseFromMoon));
  const hard = FAST.filter((g) => !isGocharaGood(g, b[g].houseFromMoon));
  const balance = good.length && hard.length
    ? `${listOf(good.map(the))} ${good.length > 1 ? 'are' : 'is'} well placed, while ${listOf(hard.map(the))} ${hard.length > 1 ? 'ask' : 'asks'} for care`
    : good.length
      ? `All four are in houses where gochara counts them favourable, a rare alignment`
      : `None of the four is in one of its favourable houses, so keep plans modest and flexible`;
  const limit = type === 'weekly' ? 4 : type === 'monthly' ? 4 : 5;
  const fastEvents = eventsOf(f, FAST);
  const chosen = [...fastEvents].sort((a, c) => eventPriority(c) - eventPriority(a) || a.atMs - c.atMs).slice(0, limit).sort((a, c) => a.atMs - c.atMs);
  const dated = chosen.map((e) => eventSentence(pen, f, e));
  const keys = ['transits.bodies.Sun', 'transits.bodies.Mars', 'transits.bodies.Venus', 'transits.bodies.Mercury', ...eventKeys(f, chosen)];
  let moonText: string | null = null;
  if (f.chandrashtama.length) {
    f.chandrashtama.forEach((_, i) => keys.push(`chandrashtama.${i}`));
    const windows = f.chandrashtama.map((w) => windowText(f, w));
    moonText = pen.pick([
      `Chandrashtama, the Moon passing through the 8th from your own, falls ${listOf(windows)}; keep those hours for routine and rest`,
      `Mark the Chandrashtama ${windows.length > 1 ? 'windows' : 'window'}, ${listOf(windows)}, when the Moon crosses the 8th from your natal Moon: no new ventures or hard conversations then`,
    ]);
  }
  const text = chosen.length === 0 && !moonText
    ? sentences(intro, balance, `No fast graha changes sign in these ${f.period.days} days, so the pattern holds steady`)
    : sentences(intro, balance, ...dated, moonText);
  const shortFacts = keys.filter((k) => !k.startsWith('events.') || eventKeys(f, chosen.slice(0, 3)).includes(k));
  return { topic: 'fast', text, short: sentences(intro, ...dated.slice(0, 3), moonText), shortFacts, facts: keys };
}

function closingParagraph(f: ReadingFacts, type: PeriodType, pen: Pen): Draft {
  const first = f.person.firstName;
  const b = f.transits.bodies;
  const keys: string[] = ['transits.bodies.Jupiter', 'transits.bodies.Saturn'];
  let focus: Graha;
  if (f.sadeSati.running || f.sadeSati.saturnFromMoon === 'ashtama' || !isGocharaGood('Saturn', b.Saturn.houseFromMoon)) focus = 'Saturn';
  else if (!isGocharaGood('Jupiter', b.Jupiter.houseFromMoon)) focus = 'Jupiter';
  else if (!isGocharaGood('Rahu', b.Rahu.houseFromMoon)) focus = 'Rahu';
  else focus = f.dasha?.antardasha.lord ?? 'Jupiter';
  if (focus === 'Rahu') keys.push('transits.bodies.Rahu');
  if (focus !== 'Rahu' && focus !== 'Saturn' && focus !== 'Jupiter') keys.push('dasha.antardasha');
  const goodEvent = f.events.find((e) => e.kind === 'ingress' && isGocharaGood(e.graha, e.houseFromMoon) && e.graha !== 'Ketu');
  if (goodEvent) keys.push(`events.${f.events.indexOf(goodEvent)}`);
  const horizon = pen.pick(HORIZON[type]);
  const strategy = isGocharaGood('Jupiter', b.Jupiter.houseFromMoon)
    ? pen.pick([
      `The way through ${horizon}, ${first}, is to lean on what Jupiter supports and meet Saturn's demands without complaint`,
      `${first}, let Jupiter's support carry the big decisions of ${horizon}, and let Saturn set the pace`,
      `In short, ${first}: Jupiter opens doors, Saturn decides how fast you walk through them`,
      `So, ${first}, say yes to what Jupiter offers ${horizon}, and give Saturn the steady effort it asks for`,
    ])
    : pen.pick([
      `${first}, the best use of ${horizon} is steady preparation: the harvest follows when Jupiter and Saturn turn in your favour`,
      `Work with patience through ${horizon}, ${first}; effort made now, while Jupiter and Saturn test you, is remembered later`,
      `${first}, treat ${horizon} as a time of sowing: Jupiter and Saturn are not yet in their giving houses, but what you tend now will be ready when they are`,
    ]);
  const window = goodEvent ? `${the(goodEvent.graha)}'s entry into ${pen.sign(goodEvent.toSign)} on ${dateIn(f, goodEvent.date)} opens one of the better windows for ${pen.pick(HOUSE_GOOD[goodEvent.houseFromMoon]!)}` : null;
  const close = pen.pick(['With my blessings for the days ahead', 'May the grahas be kind to you', 'Shubham bhavatu, may all be well', null]);
  return { topic: 'closing', text: sentences(strategy, window, upaya(pen, focus), close), facts: keys };
}

export function composePeriod(f: ReadingFacts, type: PeriodType, pen: Pen): Draft[] {
  const opening = openingParagraph(f, type, pen);
  const jupiter = jupiterParagraph(f, pen);
  const saturn = saturnParagraph(f, pen);
  const nodes = nodesParagraph(f, pen);
  const fast = fastParagraph(f, type, pen);
  const dasha = dashaParagraph(f, pen, 'period');
  const closing = closingParagraph(f, type, pen);
  // The heavier influence goes first: Saturn when Sade Sati or ashtama runs, else Jupiter.
  const slow = f.sadeSati.running || f.sadeSati.saturnFromMoon === 'ashtama' || (pen.chance(0.4) && !isGocharaGood('Saturn', f.transits.bodies.Saturn.houseFromMoon)) ? [saturn, jupiter] : [jupiter, saturn];
  const short = type === 'weekly' || type === 'monthly';
  const body = short
    ? [...slow, fast, { ...nodes, optional: true }]
    : pen.chance(0.5) ? [...slow, nodes, fast] : [...slow, fast, nodes];
  const withDasha = dasha ? (pen.chance(0.35) ? [dasha, ...body] : [...body.slice(0, 2), dasha, ...body.slice(2)]) : body;
  return [opening, ...withDasha, closing];
}
