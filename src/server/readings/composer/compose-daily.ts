/** The daily horoscope: the Moon's transit over the natal Moon, tara bala and the day's panchang. */
import { GRAHAS, SIGNS } from '../../../astro/zodiac';
import { dayMonth, weekdayName } from './dates';
import type { Draft } from './compose-common';
import { dashaParagraph, houseThemes, nth, shortTheme, upaya } from './compose-common';
import { GRAHA_LORE, MOON_DAY, MOON_OVER, NAKSHATRA_DEITY, NATURE_LORE, TARA_ADVICE, TITHI_GROUP, VARA_FAVOURS, YOGA_GLOSS, isGocharaGood } from './lore';
import type { Pen } from './phrasing';
import { capitalise, listOf, sentences, the } from './phrasing';
import type { DailyFacts, ReadingFacts } from './reading-facts';

/** A rough day score from the classical factors: positive is a good day to act. */
function dayScore(d: DailyFacts): number {
  let score = isGocharaGood('Moon', d.moon.houseFromMoon) ? 1 : -1;
  score += d.taraBala.tara === 1 ? 0 : d.taraBala.favourable ? 1 : -1;
  score += d.panchang.yoga.auspicious ? 0.5 : -0.5;
  if (d.moon.chandrashtama) score -= 2;
  if (d.panchang.karana === 'Vishti') score -= 0.5;
  if (d.panchang.tithi.group === 'Rikta') score -= 0.5;
  return score;
}

function moonParagraph(f: ReadingFacts, d: DailyFacts, pen: Pen): Draft {
  const first = f.person.firstName;
  const day = `${weekdayName(d.date)} ${dayMonth(d.date)}`;
  const moon = pen.graha('Moon');
  const s = pen.sign(d.moon.sign);
  const natal = pen.sign(f.natal.moon.sign);
  const h = d.moon.houseFromMoon;
  const opener = h === 1
    ? pen.pick([
      `Namaste ${first}. On ${day} ${moon} returns to ${s}, the very sign it held when you were born`,
      `${first}, today, ${day}, ${moon} passes through ${s}, your own janma rashi (birth Moon sign)`,
    ])
    : pen.pick([
      `Namaste ${first}. On ${day} ${moon} moves through ${s}, the ${nth(h)} sign counted from your natal Moon in ${natal}`,
      `${first}, today, ${day}, ${moon} travels through ${s}, ${nth(h)} from the Moon of your birth chart in ${natal}`,
      `Good morning, ${first}. For ${day} ${moon} is in ${s}, ${nth(h)} from your janma rashi, ${natal}`,
      `${first}, here is your day. ${capitalise(moon)}, which sets the tone of any single day, is in ${s}, the ${nth(h)} from your Moon sign, ${natal}`,
      `Namaste, ${first}. ${capitalise(day)} belongs first to ${moon}, now passing through ${s}, ${nth(h)} from your natal Moon in ${natal}`,
      `${first}, for ${day} the key is ${moon}: it transits ${s}, which is the ${nth(h)} sign from your janma rashi, ${natal}`,
    ]);
  const result = d.moon.chandrashtama
    ? pen.pick([
      `This is Chandrashtama, the Moon in the 8th from your own, the one day of the lunar month when tradition advises the most care: ${pen.pick(MOON_DAY[8]!)}`,
      `That makes today Chandrashtama: ${pen.pick(MOON_DAY[8]!)}`,
    ])
    : isGocharaGood('Moon', h)
      ? pen.pick([
        `In gochara this is one of the Moon's kind positions: ${pen.pick(MOON_DAY[h]!)}`,
        `The classics count this among the Moon's favourable transits, promising ${pen.pick(MOON_DAY[h]!)}`,
        `Tradition reads it well: ${pen.pick(MOON_DAY[h]!)}`,
      ])
      : pen.pick([
        `In gochara this is one of the Moon's weaker positions: ${pen.pick(MOON_DAY[h]!)}`,
        `The classics are cautious about this transit and speak of ${pen.pick(MOON_DAY[h]!)}`,
        `Tradition asks for a lighter touch today: ${pen.pick(MOON_DAY[h]!)}`,
      ]);
  const lagna = pen.pick([
    `Counted from your ${f.natal.lagna.signName} lagna it lights the ${nth(d.moon.houseFromLagna)} bhava, so you will feel it most in matters of ${houseThemes(pen, d.moon.houseFromLagna)}`,
    `From your ascendant, ${f.natal.lagna.signName}, the Moon falls ${nth(d.moon.houseFromLagna)}, turning attention to ${houseThemes(pen, d.moon.houseFromLagna)}`,
  ]);
  const keys = ['daily.moon', 'natal.moon', 'natal.lagna'];
  let ingress: string | null = null;
  if (d.moonIngress) {
    keys.push('daily.moonIngress');
    const i = d.moonIngress;
    ingress = i.chandrashtama
      ? `At ${i.time} India time the Moon crosses into ${pen.sign(i.toSign)}, the 8th from your Moon, and Chandrashtama begins: finish important business before then`
      : d.moon.chandrashtama
        ? `Relief comes at ${i.time} India time, when the Moon moves on into ${pen.sign(i.toSign)}, ${nth(i.houseFromMoon)} from your Moon, and Chandrashtama ends`
        : pen.pick([
          `At ${i.time} India time it crosses into ${pen.sign(i.toSign)}, the ${nth(i.houseFromMoon)} from your Moon, and the later hours lean towards ${shortTheme(pen, i.houseFromMoon)}`,
          `By ${i.time} India time the Moon has moved on into ${pen.sign(i.toSign)}, ${nth(i.houseFromMoon)} from your natal Moon, so the evening turns to ${shortTheme(pen, i.houseFromMoon)}`,
        ]);
  }
  return { topic: 'moon', text: sentences(opener, result, lagna, ingress), facts: keys };
}

function nakshatraParagraph(f: ReadingFacts, d: DailyFacts, pen: Pen): Draft {
  const n = d.panchang.nakshatra;
  const nature = NATURE_LORE[n.nature];
  const birth = f.natal.moon.nakshatra;
  const count = d.taraBala.count;
  const intro = pen.pick([
    `The nakshatra at sunrise${d.panchang.sunrise ? ` (${d.panchang.sunrise} local time in ${d.panchang.place})` : ''} is ${n.name}, "${n.english}", in its ${nth(n.pada)} pada, ruled by ${the(n.lord)} and presided over by ${NAKSHATRA_DEITY[n.index]}`,
    `Today's lunar mansion is ${n.name} (${n.english}), pada ${n.pada}; its lord is ${the(n.lord)} and its deity ${NAKSHATRA_DEITY[n.index]}`,
    `At sunrise the Moon stands in ${n.name}, the nakshatra of ${NAKSHATRA_DEITY[n.index]}, ruled by ${the(n.lord)}`,
  ]);
  const kind = `${n.name} is a ${nature.gloss} (${n.nature}) star, suited to ${pen.pick(nature.favours)}`;
  const advice = TARA_ADVICE[d.taraBala.tara - 1]!;
  const taraName = `${d.taraBala.name} tara ("${d.taraBala.meaning}")`;
  const tara = count === 1
    ? `It is also your own janma nakshatra, the Janma tara, so ${advice}`
    : pen.pick([
      `Counted from your birth star, ${birth}, it is the ${nth(count)} nakshatra, which makes it ${taraName}: ${advice}`,
      `For tara bala we count from your janma nakshatra, ${birth}, to today's star: ${count}, which gives ${taraName}, so ${advice}`,
      `Your janma nakshatra is ${birth}; today's star is the ${nth(count)} from it, ${taraName}. In practice, ${advice}`,
    ]);
  const order = pen.chance(0.5) ? [intro, kind, tara] : [intro, tara, kind];
  return { topic: 'nakshatra', text: sentences(...order), facts: ['daily.panchang.nakshatra', 'daily.taraBala', 'natal.moon'] };
}

const TITHI_SPECIAL: Record<number, string> = {
  4: 'Chaturthi is sacred to Ganesha, a good day to clear obstacles before you begin',
  8: 'Ashtami is a day of effort and devotion to the Goddess rather than celebration',
  11: 'Ekadashi is the fortnight\'s day of fasting and devotion to Vishnu: eat lightly if you can, and keep the mind clean',
  15: 'Purnima, the full Moon, fills the mind; it is a day for gratitude, satyanarayana puja or simply a calm evening under the Moon',
  19: 'Chaturthi of the dark fortnight (Sankashti) is kept for Ganesha, often with a fast until moonrise',
  23: 'Ashtami of the waning fortnight is a day for discipline and inner work',
  26: 'Ekadashi is the fortnight\'s day of fasting and devotion to Vishnu: eat lightly if you can, and keep the mind clean',
  29: 'the day before the new Moon is a quiet, inward day; avoid launching anything new',
  30: 'Amavasya, the new Moon, is the day of the ancestors (pitris): remember them, rest, and begin nothing new',
};

function panchangParagraph(f: ReadingFacts, d: DailyFacts, pen: Pen): Draft {
  const p = d.panchang;
  const lord = p.varaLord;
  const lordFact = f.natal.grahas[lord];
  const vara = pen.pick([
    `It is ${p.vara} (${p.varaEnglish}), the day of ${pen.graha(lord)}, which favours ${pen.pick(VARA_FAVOURS[lord])}`,
    `${p.varaEnglish} is ${p.vara}, ruled by ${pen.graha(lord)}: a day for ${pen.pick(VARA_FAVOURS[lord])}`,
  ]);
  const dasha = f.dasha;
  const weave = dasha && (dasha.mahadasha.lord === lord || dasha.antardasha.lord === lord)
    ? `${the(lord)} is also your ${dasha.mahadasha.lord === lord ? 'mahadasha' : 'antardasha'} lord, so the day carries the themes of your present period more strongly than usual`
    : pen.pick([
      `${the(lord)} sits in your ${nth(lordFact.house)} house, so the day's energy flows most naturally into ${shortTheme(pen, lordFact.house)}`,
      `In your chart ${the(lord)} occupies the ${nth(lordFact.house)} house, which makes ${shortTheme(pen, lordFact.house)} the place to use the day's energy`,
    ]);
  const group = TITHI_GROUP[p.tithi.group];
  const pakshaWord = p.tithi.paksha === 'Shukla' ? 'bright, waxing fortnight (Shukla paksha)' : 'dark, waning fortnight (Krishna paksha)';
  const tithiNo = p.tithi.number > 15 ? p.tithi.number - 15 : p.tithi.number;
  const tithi = TITHI_SPECIAL[p.tithi.number] && p.tithi.number !== 15 && p.tithi.number !== 30
    ? `The tithi is ${p.tithi.name} of the ${pakshaWord}. ${capitalise(TITHI_SPECIAL[p.tithi.number]!)}`
    : TITHI_SPECIAL[p.tithi.number]
      ? `The tithi is ${p.tithi.name}. ${capitalise(TITHI_SPECIAL[p.tithi.number]!)}`
      : pen.pick([
        `The tithi is ${p.tithi.name} (the ${nth(tithiNo)}) of the ${pakshaWord}, a ${p.tithi.group} tithi, "${group.gloss}", good for ${pen.pick(group.favours)}`,
        `In the ${pakshaWord} the tithi is ${p.tithi.name}, one of the ${p.tithi.group} (${group.gloss}) tithis that suit ${pen.pick(group.favours)}`,
      ]);
  const yoga = p.yoga.auspicious
    ? pen.pick([
      `${p.yoga.name} yoga (${YOGA_GLOSS[p.yoga.number - 1]}) runs at sunrise, a supportive combination of Sun and Moon`,
      `The yoga of the day, ${p.yoga.name} ("${YOGA_GLOSS[p.yoga.number - 1]}"), is an auspicious one`,
    ])
    : pen.pick([
      `The yoga at sunrise is ${p.yoga.name} ("${YOGA_GLOSS[p.yoga.number - 1]}"), one of the nine yogas the almanacs avoid for beginnings, so let new starts wait until it passes`,
      `${p.yoga.name} yoga ("${YOGA_GLOSS[p.yoga.number - 1]}") runs at sunrise; it is counted inauspicious, so favour routine over fresh starts`,
    ]);
  const karana = p.karana === 'Vishti' ? 'The karana is Vishti, also called Bhadra, traditionally avoided for auspicious work' : null;
  return {
    topic: 'panchang',
    text: sentences(vara, weave, tithi, yoga, karana),
    facts: ['daily.panchang.vara', `natal.grahas.${lord}`, 'daily.panchang.tithi', 'daily.panchang.yoga', 'daily.panchang.karana'],
  };
}

/** The Moon over natal grahas, and any other graha changing sign today (a Sankranti when it is the Sun). */
function skyParagraph(f: ReadingFacts, d: DailyFacts, pen: Pen): Draft | null {
  const keys: string[] = [];
  const parts: string[] = [];
  const over = GRAHAS.filter((g) => g !== 'Moon' && f.natal.grahas[g].sign === d.moon.sign);
  if (over.length) {
    const g = over[0]!;
    keys.push(`natal.grahas.${g}`, 'daily.moon');
    parts.push(pen.pick([
      `On its way the Moon passes over your natal ${pen.plain(g)}${over.length > 1 ? ` (and ${listOf(over.slice(1))})` : ''} in ${pen.sign(d.moon.sign)}, so ${MOON_OVER[g]}`,
      `Today the transiting Moon touches your natal ${pen.plain(g)}${over.length > 1 ? ` along with ${listOf(over.slice(1))}` : ''} in ${pen.sign(d.moon.sign)}: ${MOON_OVER[g]}`,
    ]));
  }
  f.events.forEach((e, i) => {
    if (e.kind !== 'ingress' || e.graha === 'Ketu') return;
    keys.push(`events.${i}`);
    const house = `${nth(e.houseFromMoon)} from your Moon`;
    const good = isGocharaGood(e.graha, e.houseFromMoon);
    if (e.graha === 'Sun') {
      parts.push(pen.pick([
        `Today is also ${SIGNS[e.toSign]!.sanskrit} Sankranti: at ${e.time} India time the Sun enters ${pen.sign(e.toSign)}, the ${house}, ${good ? 'a month of support for' : 'a month that asks care with'} ${shortTheme(pen, e.houseFromMoon)}, and a good day for charity and an early bath`,
        `At ${e.time} India time the Sun crosses into ${pen.sign(e.toSign)}, the ${house}. This Sankranti, ${SIGNS[e.toSign]!.sanskrit} Sankranti, opens a solar month that ${good ? 'favours' : 'tests'} ${shortTheme(pen, e.houseFromMoon)}; give something away today, however small`,
      ]));
    } else if (e.graha === 'Rahu') {
      parts.push(`The nodes change sign today: Rahu enters ${pen.sign(e.toSign)}, ${house}, and Ketu the opposite sign, a shift you will feel over the next eighteen months`);
    } else {
      parts.push(`${e.graha} also changes sign today, entering ${pen.sign(e.toSign)} at ${e.time} India time, the ${house}, ${good ? 'a welcome move' : 'a move that asks some care'} for ${shortTheme(pen, e.houseFromMoon)}`);
    }
  });
  return parts.length ? { topic: 'sky', text: sentences(...parts), facts: keys } : null;
}

function contextParagraph(f: ReadingFacts, pen: Pen): Draft | null {
  const base = dashaParagraph(f, pen, 'brief');
  if (!base) return null;
  const s = f.sadeSati;
  const sat = f.transits.bodies.Saturn;
  const jup = f.transits.bodies.Jupiter;
  const useJupiter = !s.running && isGocharaGood('Jupiter', jup.houseFromMoon);
  const slow = s.running
    ? `Saturn's Sade Sati (${s.phase} phase) is the longer weather behind the day, so pace yourself`
    : useJupiter
      ? `Jupiter in ${pen.sign(jup.sign)}, ${nth(jup.houseFromMoon)} from your Moon, lends quiet support to whatever you begin well`
      : `Saturn moving through ${pen.sign(sat.sign)}, ${nth(sat.houseFromMoon)} from your Moon, asks for steady rather than hurried effort`;
  return { topic: 'dasha', text: `${base.text} ${sentences(slow)}`, facts: [...base.facts, 'sadeSati', useJupiter ? 'transits.bodies.Jupiter' : 'transits.bodies.Saturn'] };
}

function adviceParagraph(f: ReadingFacts, d: DailyFacts, pen: Pen): Draft {
  const score = dayScore(d);
  const first = f.person.firstName;
  const nature = NATURE_LORE[d.panchang.nakshatra.nature];
  const lord = d.panchang.varaLord;
  let advice: string;
  if (score >= 1.5) {
    advice = pen.pick([
      `Taken together, ${first}, this is a day to act: put your energy into ${pen.pick(nature.favours)}, and do not hold back on ${pen.pick(VARA_FAVOURS[lord])}`,
      `All told the signs are encouraging, ${first}. Begin what you have been preparing, especially ${pen.pick(nature.favours)}`,
    ]);
  } else if (score >= -0.5) {
    advice = pen.pick([
      `On balance it is a mixed day, ${first}: keep important beginnings for the better hours, and use the rest for ${pen.pick(VARA_FAVOURS[lord])}`,
      `The factors pull in different directions, ${first}, so choose your battles: steady work goes well, while big risks can wait`,
    ]);
  } else {
    advice = pen.pick([
      `Keep the day simple, ${first}: finish rather than start, avoid arguments and long drives, and give yourself an early night`,
      `This is a day to conserve, ${first}. Postpone what can wait, say less than you think, and let routine carry you`,
    ]);
  }
  const remedyFor = d.moon.chandrashtama || !isGocharaGood('Moon', d.moon.houseFromMoon) ? 'Moon' : lord;
  const remedy = pen.pick([
    `${upaya(pen, remedyFor)}`,
    `If you keep a mantra, ${GRAHA_LORE[remedyFor].mantra} suits the day`,
  ]);
  const close = pen.pick([
    'May the day be kind to you',
    'Walk gently and the day will meet you halfway',
    `Shubham astu, may it go well`,
    null,
  ]);
  return { topic: 'advice', text: sentences(advice, remedy, close), facts: ['daily.moon', 'daily.taraBala', 'daily.panchang.nakshatra', 'daily.panchang.vara', 'daily.panchang.yoga'] };
}

export function composeDaily(f: ReadingFacts, pen: Pen): Draft[] {
  const d = f.daily;
  if (!d) throw new Error('Daily facts missing');
  const moon = moonParagraph(f, d, pen);
  const sky = skyParagraph(f, d, pen);
  const middle = pen.shuffle([nakshatraParagraph(f, d, pen), panchangParagraph(f, d, pen)]);
  const context = contextParagraph(f, pen);
  return [moon, ...(sky ? [sky] : []), ...middle, ...(context ? [context] : []), adviceParagraph(f, d, pen)];
}
