/** Career, love, health and life readings: the natal chart read for one question, with the dasha. */
import type { Planet } from '../../../astro/ephemeris';
import { SIGN_LORDS, dignityOf } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import { monthYear, yearOf } from './dates';
import type { Draft } from './compose-common';
import {
  dashaParagraph, dateIn, houseName, houseThemes, isDusthana, isKendra, isTrikona, lordship, natalPlacement, nth, shortTheme, signWithDignity, upaya,
} from './compose-common';
import {
  DASHA_THEMES, ELEMENT_WORD, GRAHA_LORE, IN_SEVENTH, IN_SIXTH, IN_TENTH, LAGNA_LORD_IN, MODALITY_WORD, SEVENTH_LORD_IN, SIGN_LORE, TENTH_LORD_IN, YOGA_LORE,
} from './lore';
import type { Pen } from './phrasing';
import { article, capitalise, listOf, sentences, the } from './phrasing';
import type { NatalGrahaFact, ReadingFacts } from './reading-facts';

function houseCharacter(pen: Pen, house: number): string {
  if (house === 3 || house === 6 || house === 11) return pen.pick(['an upachaya house, where a planet grows stronger with age and effort', 'one of the houses of growth (upachaya), which improve over time']);
  if (house === 10) return 'the most visible of the angles';
  if (isKendra(house)) return pen.pick(['an angle (kendra), where a planet acts visibly', 'a kendra, one of the pillars of the chart']);
  if (isTrikona(house)) return pen.pick(['a trine (trikona), the houses of fortune', 'a trikona, where planets are supported by merit']);
  if (house === 8 || house === 12) return pen.pick(['a hidden house (dusthana), where results come through quieter, less obvious channels', 'a dusthana, where a planet works behind the scenes']);
  return 'the house of wealth and speech';
}

function dignityNote(pen: Pen, g: NatalGrahaFact, role: string): string | null {
  if (g.dignity === 'exalted') return pen.pick([`An exalted ${role} is a real asset`, `With its ${role} exalted, this part of life has uncommon strength`]);
  if (g.dignity === 'own') return pen.pick([`A ${role} in its own sign is dependable and self-possessed`, `Being in its own sign, the ${role} protects its house well`]);
  if (g.dignity === 'debilitated') return pen.pick([`A debilitated ${role} asks for patience: its results tend to come after early struggle, and effort made consciously strengthens it`, `Its debility means this area matures slowly; what is built with care lasts`]);
  if (g.combust) return `Being combust, the ${role} can feel overshadowed; make your own contribution visible`;
  return null;
}

function opening(f: ReadingFacts, pen: Pen, house: number, subject: string): string {
  const first = f.person.firstName;
  const lagna = pen.sign(f.natal.lagna.sign);
  return pen.pick([
    `Namaste ${first}. ${capitalise(subject)} is read first from ${houseName(pen, house)}, and with ${lagna} rising your ${nth(house)} house falls in ${pen.sign(f.natal.houses[house]!.sign)}`,
    `${first}, in Jyotish any question of ${subject} begins with ${houseName(pen, house)}. Your lagna is ${lagna}, so the ${nth(house)} is ${pen.sign(f.natal.houses[house]!.sign)}`,
    `Dear ${first}, let us read ${subject} from your chart. You were born with ${lagna} rising, which places ${pen.sign(f.natal.houses[house]!.sign)} on the cusp of your ${nth(house)} house`,
  ]);
}

function occupantsLine(f: ReadingFacts, pen: Pen, house: number, texts: Record<Graha, string>): string {
  const occ = f.natal.houses[house]!.occupants;
  if (!occ.length) {
    return pen.pick([
      `No graha occupies the ${nth(house)}, so its lord carries the story`,
      `The ${nth(house)} house itself is empty of planets, which is common and simply means its lord speaks for it`,
    ]);
  }
  return occ.slice(0, 2).map((g) => capitalise(texts[g])).join('. ');
}

function aspectLine(f: ReadingFacts, pen: Pen, house: number): string | null {
  const by = f.natal.houses[house]!.aspectedBy.filter((p) => !f.natal.houses[house]!.occupants.includes(p));
  if (!by.length) return null;
  const flavour: Partial<Record<Planet, string>> = {
    Jupiter: 'Jupiter\'s glance protects and widens', Saturn: 'Saturn\'s glance disciplines and delays, then rewards', Mars: 'Mars\'s glance adds drive and heat',
    Venus: 'Venus\'s glance sweetens', Mercury: 'Mercury\'s glance adds skill and talk', Moon: 'the Moon\'s glance adds feeling and public contact', Sun: 'the Sun\'s glance adds authority',
  };
  const first = by[0]!;
  const glance = by.length > 1 ? flavour[first] : flavour[first]!.replace(/^.*?'s glance/, 'its glance');
  return `${listOf(by.map(the))} ${by.length > 1 ? 'cast' : 'casts'} a full aspect (drishti) on the ${nth(house)}; ${glance}`;
}

function closingLine(pen: Pen, first: string): string | null {
  return pen.pick([`With my blessings, ${first}`, 'May this guide you well', 'Shubham astu', null]);
}

/** Slow transits over a house counted from the lagna and from the Moon, for the natal readings. */
function slowTransitOver(f: ReadingFacts, pen: Pen, house: number): { text: string | null; keys: string[] } {
  const parts: string[] = [];
  const keys: string[] = [];
  for (const g of ['Jupiter', 'Saturn'] as const) {
    const t = f.transits.bodies[g];
    if (t.houseFromLagna === house || t.houseFromMoon === house) {
      keys.push(`transits.bodies.${g}`);
      const from = t.houseFromLagna === house ? (t.houseFromMoon === house ? 'from both your lagna and your Moon' : 'from your lagna') : 'from your Moon';
      parts.push(g === 'Jupiter'
        ? `Jupiter is transiting ${pen.sign(t.sign)}, your ${nth(house)} ${from}, a time when this house is blessed and opportunities in it grow`
        : `Saturn is transiting ${pen.sign(t.sign)}, your ${nth(house)} ${from}, so this area is under review: responsibilities increase and shortcuts fail`);
    }
  }
  const coming = f.events.find((e) => e.kind === 'ingress' && (e.graha === 'Jupiter' || e.graha === 'Saturn') && (e.houseFromLagna === house || e.houseFromMoon === house));
  if (coming) {
    keys.push(`events.${f.events.indexOf(coming)}`);
    parts.push(`On ${dateIn(f, coming.date)} ${coming.graha} enters ${pen.sign(coming.toSign)}, your ${nth(house)} ${coming.houseFromLagna === house ? 'from the lagna' : 'from the Moon'}, which activates this house for the year ahead`);
  }
  return { text: parts.length ? sentences(...parts) : null, keys };
}

/** The dasha paragraph of a natal reading, with a line linking its lords to the house the reading is about. */
function dashaFor(f: ReadingFacts, pen: Pen, house: number, topic: string): Draft | null {
  const base = dashaParagraph(f, pen, 'natal');
  if (!base || !f.dasha) return base;
  const links: string[] = [];
  for (const level of ['mahadasha', 'antardasha'] as const) {
    const lord = f.dasha[level].lord;
    const g = f.natal.grahas[lord];
    if (level === 'antardasha' && lord === f.dasha.mahadasha.lord) continue;
    if (g.rules.includes(house)) links.push(`as ${nth(house)} lord, ${the(lord)} makes this ${level} directly about ${topic}`);
    else if (g.house === house) links.push(`${the(lord)} sits in your ${nth(house)} house, so the ${level} speaks directly to ${topic}`);
    else if (lord !== 'Rahu' && lord !== 'Ketu' && f.natal.houses[house]!.aspectedBy.includes(lord as Planet)) links.push(`${the(lord)} aspects your ${nth(house)} house, so the ${level} touches ${topic}`);
  }
  const link = links.length
    ? sentences(links.join('; '))
    : sentences(`Neither dasha lord rules or occupies your ${nth(house)} house, so this period touches ${topic} indirectly, through the ${nth(f.dasha.mahadasha.natalHouse)} house its mahadasha lord occupies and its themes of ${shortTheme(pen, f.dasha.mahadasha.natalHouse)}`);
  const slow = slowTransitOver(f, pen, house);
  return { topic: 'dasha', text: [base.text, link, slow.text].filter(Boolean).join(' '), facts: [...base.facts, `natal.houses.${house}`, ...slow.keys] };
}

function career(f: ReadingFacts, pen: Pen): Draft[] {
  const n = f.natal;
  const h10 = n.houses[10]!;
  const lore = SIGN_LORE[h10.sign]!;
  const lord = n.grahas[h10.lord];
  const first = f.person.firstName;
  const p1: Draft = {
    topic: 'tenth-house',
    text: sentences(
      opening(f, pen, 10, pen.pick(['your career', 'the question of work and vocation', 'your working life'])),
      pen.pick([
        `${h10.signName} is ${article(ELEMENT_WORD[lore.element])}, ${MODALITY_WORD[lore.modality]} sign of ${listOf(pen.some(lore.nature, 2))}, and it points towards ${listOf(pen.some(lore.careers, 2))}`,
        `As ${article(lore.modality)}, ${lore.element} sign, ${h10.signName} brings ${listOf(pen.some(lore.nature, 2))} to your work; classically it suits ${listOf(pen.some(lore.careers, 2))}`,
      ]),
    ),
    facts: ['natal.lagna', 'natal.houses.10'],
  };
  const p2: Draft = {
    topic: 'tenth-lord',
    text: sentences(
      pen.pick([
        `The lord of the 10th is ${pen.graha(h10.lord)}, and it sits ${natalPlacement(pen, lord)}`,
        `Your 10th lord, ${pen.graha(h10.lord)}, is placed ${natalPlacement(pen, lord)}`,
      ]),
      `The ${nth(lord.house)} is ${houseCharacter(pen, lord.house)}. With the 10th lord there, ${TENTH_LORD_IN[lord.house]}`,
      dignityNote(pen, lord, '10th lord'),
    ),
    facts: ['natal.houses.10', `natal.grahas.${h10.lord}`],
  };
  const moon10 = (n.moon.sign + 9) % 12;
  const fromMoon = (Object.values(n.grahas) as NatalGrahaFact[]).filter((g) => g.houseFromMoon === 10).map((g) => g.name);
  const p3: Draft = {
    topic: 'tenth-occupants',
    text: sentences(
      occupantsLine(f, pen, 10, IN_TENTH),
      aspectLine(f, pen, 10),
      pen.pick([
        `Counted from your Moon, the 10th is ${pen.sign(moon10)}, ruled by ${SIGN_LORDS[moon10]}${fromMoon.length ? `, holding your natal ${listOf(fromMoon)}` : ''}: this is how your work feels from the inside, and ${SIGN_LORE[moon10]!.adjectives[0]} work satisfies you most`,
        `The 10th from the Moon, a second view of career, falls in ${pen.sign(moon10)}${fromMoon.length ? ` with your natal ${listOf(fromMoon)} there` : ''}, which adds ${article(SIGN_LORE[moon10]!.adjectives[1]!)} streak to what fulfils you`,
      ]),
    ),
    facts: ['natal.houses.10', 'natal.moon', ...n.houses[10]!.occupants.slice(0, 2).map((g) => `natal.grahas.${g}`), ...fromMoon.map((g) => `natal.grahas.${g}`)],
  };
  const sat = n.grahas.Saturn;
  const sun = n.grahas.Sun;
  const amk = n.karakas.amatyakaraka;
  const p4: Draft = {
    topic: 'karakas',
    text: sentences(
      pen.pick([
        `Saturn, the karaka of work and service, is ${natalPlacement(pen, sat)}`,
        `Shani, who governs sustained labour, sits ${natalPlacement(pen, sat)}`,
      ]),
      `The ${nth(sat.house)} is ${houseCharacter(pen, sat.house)}`,
      sat.dignity === 'exalted' || sat.dignity === 'own' ? 'Persistence is one of your natural strengths' : sat.dignity === 'debilitated' ? 'Discipline does not come ready-made; build it in small, regular steps and it becomes your edge' : null,
      pen.pick([
        `The Sun, significator of authority and recognition, is ${natalPlacement(pen, sun)}, linking your standing to ${shortTheme(pen, sun.house)}`,
        `The Sun, karaka of status, stands ${natalPlacement(pen, sun)}, so recognition tends to come through ${shortTheme(pen, sun.house)}`,
      ]),
      amk === 'Saturn' || amk === 'Sun'
        ? `In Jaimini's scheme ${the(amk)} is also your Amatyakaraka, the minister of the soul, which doubles its say over your profession`
        : `In Jaimini's scheme your Amatyakaraka, the planet that advises the soul on its work, is ${the(amk)}, which favours ${GRAHA_LORE[amk].work}`,
    ),
    facts: ['natal.grahas.Saturn', 'natal.grahas.Sun', 'natal.karakas', `natal.grahas.${amk}`],
  };
  const dasha = dashaFor(f, pen, 10, 'career');
  const weakLord = lord.dignity === 'debilitated' || lord.combust;
  const p6: Draft = {
    topic: 'closing',
    text: sentences(
      pen.pick([
        `In practice, ${first}, play to what the 10th promises: ${pen.pick(lore.careers)}, approached with ${pen.pick(lore.nature)}`,
        `My advice, ${first}: choose roles that use ${pen.pick(lore.nature)}, and let your 10th lord's house, ${shortTheme(pen, lord.house)}, guide where you look for opportunity`,
      ]),
      upaya(pen, weakLord ? h10.lord : 'Saturn'),
      closingLine(pen, first),
    ),
    facts: ['natal.houses.10', `natal.grahas.${weakLord ? h10.lord : 'Saturn'}`],
  };
  const middle = pen.chance(0.5) ? [p3, p4] : [p4, p3];
  return [p1, p2, ...middle, ...(dasha ? [dasha] : []), p6];
}

function love(f: ReadingFacts, pen: Pen): Draft[] {
  const n = f.natal;
  const h7 = n.houses[7]!;
  const lore = SIGN_LORE[h7.sign]!;
  const lord = n.grahas[h7.lord];
  const venus = n.grahas.Venus;
  const first = f.person.firstName;
  const p1: Draft = {
    topic: 'seventh-house',
    text: sentences(
      opening(f, pen, 7, pen.pick(['love and partnership', 'the life of the heart', 'relationships'])),
      pen.pick([
        `${h7.signName} on the 7th asks for ${listOf(pen.some(lore.love, 2))}`,
        `${capitalise(article(lore.element))} sign on the 7th, ${h7.signName} colours partnership with ${pen.pick(lore.nature)}: you flourish with ${pen.pick(lore.love)}`,
      ]),
      occupantsLine(f, pen, 7, IN_SEVENTH),
    ),
    facts: ['natal.lagna', 'natal.houses.7', ...h7.occupants.slice(0, 2).map((g) => `natal.grahas.${g}`)],
  };
  const p2: Draft = {
    topic: 'seventh-lord',
    text: sentences(
      pen.pick([
        `The 7th lord, ${pen.graha(h7.lord)}, sits ${natalPlacement(pen, lord)}`,
        `${pen.graha(h7.lord)} rules your 7th and is placed ${natalPlacement(pen, lord)}`,
      ]),
      `Classically, with the 7th lord in the ${nth(lord.house)}, ${SEVENTH_LORD_IN[lord.house]}`,
      dignityNote(pen, lord, '7th lord'),
      aspectLine(f, pen, 7),
    ),
    facts: ['natal.houses.7', `natal.grahas.${h7.lord}`],
  };
  const venusLore = SIGN_LORE[venus.sign]!;
  const p3: Draft = {
    topic: 'venus',
    text: sentences(
      pen.pick([
        `Venus, the karaka of love, is ${natalPlacement(pen, venus)}`,
        `Shukra, significator of affection and marriage, sits ${natalPlacement(pen, venus)}`,
      ]),
      `In ${venus.signName} Venus loves through ${pen.pick(venusLore.love)}, and from the ${nth(venus.house)} house it ties romance to ${shortTheme(pen, venus.house)}`,
      venus.dignity === 'exalted' ? 'An exalted Venus gives great capacity for devotion and refined affection' : venus.dignity === 'own' ? 'In its own sign Venus is confident and gracious in love' : venus.dignity === 'debilitated' ? 'A debilitated Venus can make you critical of yourself in love; kindness towards your own needs is the remedy' : null,
      venus.combust ? 'Being combust, Venus can hide its feelings behind duty or pride; say the tender thing aloud' : null,
      `It is in ${venus.nakshatra} nakshatra, pada ${venus.pada}`,
    ),
    facts: ['natal.grahas.Venus'],
  };
  const d9Venus = n.navamsa.venusSign;
  const d9Lord = n.navamsa.seventhLordSign;
  const d9LordDignity = dignityOf(h7.lord, d9Lord);
  const dk = n.karakas.darakaraka;
  const p4: Draft = {
    topic: 'navamsa',
    text: sentences(
      pen.pick([
        `The navamsa (D9), the ninth-harmonic chart read for marriage and the inner life, deepens the picture`,
        `Marriage is confirmed in the navamsa (D9), the chart of the soul's maturity`,
      ]),
      `There Venus falls in ${pen.sign(d9Venus)}${venus.vargottama ? ', the same sign it holds in the birth chart (vargottama), which makes its promise steady and reliable' : d9Venus === 11 ? ', exalted in the navamsa' : d9Venus === 5 ? ', debilitated in the navamsa, so love asks for self-acceptance' : d9Venus === 1 || d9Venus === 6 ? ', in its own sign in the navamsa' : ''}`,
      h7.lord === 'Venus'
        ? `As Venus is also your 7th lord, its navamsa speaks twice for partnership`
        : `Your 7th lord, ${the(h7.lord)}, goes to ${pen.sign(d9Lord)} in the navamsa${d9LordDignity === 'exalted' ? ', where it is exalted' : d9LordDignity === 'own' ? ', its own sign' : d9LordDignity === 'debilitated' ? ', where it is debilitated' : ''}${lord.vargottama ? `; it holds the same sign in the birth chart (vargottama), which makes its promise${d9LordDignity === 'debilitated' ? ', for good and for ill,' : ''} steady` : ''}`,
      `The navamsa lagna is ${pen.sign(n.navamsa.lagnaSign)}, which shows what you grow into within a partnership: ${pen.pick(SIGN_LORE[n.navamsa.lagnaSign]!.nature)}`,
      `Your Darakaraka, the planet of lowest degree and Jaimini's significator of the spouse, is ${the(dk)}, which suggests a partner marked by ${GRAHA_LORE[dk].partner}`,
    ),
    facts: ['natal.navamsa', 'natal.grahas.Venus', `natal.grahas.${h7.lord}`, 'natal.karakas', `natal.grahas.${dk}`],
  };
  const dasha = dashaFor(f, pen, 7, 'relationships');
  const mars = n.grahas.Mars;
  const manglik: Draft | null = n.manglik
    ? {
      topic: 'manglik',
      optional: true,
      text: sentences(
        `Mars in your ${nth(mars.house)} house from the lagna is what almanacs call Mangal dosha`,
        pen.pick([
          'It is common, has many classical cancellations, and speaks more of temperament than of fate: energy and directness that want a partner who matches your pace',
          'Do not let the word frighten you: it is present in a large share of charts and describes passion and drive in relationships, which a mature bond turns into strength',
        ]),
      ),
      facts: ['natal.manglik', 'natal.grahas.Mars'],
    }
    : null;
  const focus: Graha = lord.dignity === 'debilitated' || lord.combust ? h7.lord : 'Venus';
  const p6: Draft = {
    topic: 'closing',
    text: sentences(
      pen.pick([
        `Whoever you love, ${first}, your chart asks for ${pen.pick(lore.love)}, and rewards patience with ${pen.pick(venusLore.love)}`,
        `${first}, whether you are seeking a partner or deepening a bond you already share, lead with ${pen.pick(lore.love)}`,
      ]),
      upaya(pen, focus),
      closingLine(pen, first),
    ),
    facts: ['natal.houses.7', `natal.grahas.${focus}`],
  };
  return [p1, p2, ...(pen.chance(0.5) ? [p3, p4] : [p4, p3]), ...(manglik ? [manglik] : []), ...(dasha ? [dasha] : []), p6];
}

const ELEMENT_CARE: Record<string, readonly string[]> = {
  fire: ['a fiery lagna burns bright and can overheat: regular meals, cooling foods in hot weather and rest before exhaustion keep the flame even', 'fire runs strong in your constitution, so pace your effort, keep hydrated and do not skip meals'],
  earth: ['an earthy lagna is steady but can settle into inertia: daily walking, lighter evening meals and a fixed sleep time keep it vital', 'earth gives you stamina; keep it moving with regular exercise and simple, fresh food'],
  air: ['an airy lagna lives in the nerves and the breath: a regular routine, warm cooked food, oil massage (abhyanga) and enough sleep ground it', 'air makes you quick and restless; pranayama, warm meals and a fixed bedtime settle it'],
  water: ['a watery lagna absorbs moods from around it: time in nature, movement that gets the blood flowing and clear emotional boundaries keep it clear', 'water gives you sensitivity; protect it with gentle exercise, good sleep and people who restore you'],
};

function health(f: ReadingFacts, pen: Pen): Draft[] {
  const n = f.natal;
  const lagnaLore = SIGN_LORE[n.lagna.sign]!;
  const lord = n.grahas[n.lagna.lord];
  const h6 = n.houses[6]!;
  const lord6 = n.grahas[h6.lord];
  const moon = n.grahas.Moon;
  const sun = n.grahas.Sun;
  const first = f.person.firstName;
  const p1: Draft = {
    topic: 'lagna',
    text: sentences(
      pen.pick([
        `Namaste ${first}. In Jyotish the body is read from the lagna, the rising sign, and yours is ${pen.sign(n.lagna.sign)} at ${Math.floor(n.lagna.degree)}°, in ${n.lagna.nakshatra} nakshatra`,
        `${first}, health and vitality begin with the lagna (Tanu bhava, the house of the body). You have ${pen.sign(n.lagna.sign)} rising, in ${n.lagna.nakshatra} nakshatra`,
      ]),
      `It is ${article(ELEMENT_WORD[lagnaLore.element])}, ${MODALITY_WORD[lagnaLore.modality]} sign, and in the body of the Kalapurusha it governs ${lagnaLore.body}, an area to treat with care`,
      pen.pick(ELEMENT_CARE[lagnaLore.element]!),
    ),
    facts: ['natal.lagna'],
  };
  const p2: Draft = {
    topic: 'lagna-lord',
    text: sentences(
      pen.pick([
        `The lagna lord, ${pen.graha(n.lagna.lord)}, is your vitality's anchor, and it sits ${natalPlacement(pen, lord)}`,
        `${pen.graha(n.lagna.lord)} rules your lagna and is placed ${natalPlacement(pen, lord)}`,
      ]),
      pen.pick([
        `With the lagna lord in the ${nth(lord.house)}, tradition sees ${LAGNA_LORD_IN[lord.house]}`,
        `A lagna lord in the ${nth(lord.house)} house points to ${LAGNA_LORD_IN[lord.house]}`,
      ]),
      dignityNote(pen, lord, 'lagna lord'),
    ),
    facts: ['natal.lagna', `natal.grahas.${n.lagna.lord}`],
  };
  const harsha = isDusthana(lord6.house) && h6.lord !== n.lagna.lord;
  const p3: Draft = {
    topic: 'sixth-house',
    text: sentences(
      pen.pick([
        `The 6th house, Ripu bhava, shows illness and also the power to overcome it. Yours is ${pen.sign(h6.sign)}, and its lord ${pen.graha(h6.lord)}${h6.lord === n.lagna.lord ? ', also your lagna lord,' : ''} sits ${natalPlacement(pen, lord6)}`,
        `Resistance and recovery are read from the 6th house, which for you is ${pen.sign(h6.sign)}; its lord, ${pen.graha(h6.lord)}${h6.lord === n.lagna.lord ? ', which also rules your lagna' : ''}, is ${natalPlacement(pen, lord6)}`,
      ]),
      harsha ? `The 6th lord in the ${nth(lord6.house)} forms Harsha yoga, one of the Viparita (reversal) yogas, which classically gives resilience against illness and rivals` : null,
      h6.occupants.length ? h6.occupants.slice(0, 2).map((g) => capitalise(IN_SIXTH[g])).join('. ') : `No planet occupies the 6th, so ${the(h6.lord)} alone speaks for it`,
      `Daily routine (dinacharya) is the 6th house's medicine: ${pen.pick(SIGN_LORE[h6.sign]!.nature)} brought to habits of food, work and sleep`,
    ),
    facts: ['natal.houses.6', `natal.grahas.${h6.lord}`, ...h6.occupants.slice(0, 2).map((g) => `natal.grahas.${g}`)],
  };
  const p4: Draft = {
    topic: 'moon-mind',
    text: sentences(
      pen.pick([
        `The Moon governs the mind (manas), and a settled mind is half of health. Yours is ${natalPlacement(pen, moon)}, in ${moon.nakshatra} nakshatra`,
        `For the mind we look to Chandra (the Moon), ${natalPlacement(pen, moon)}, in ${moon.nakshatra}`,
      ]),
      n.moon.paksha === 'Shukla'
        ? 'You were born in the waxing fortnight (Shukla paksha), which gives the Moon growing strength and emotional buoyancy'
        : 'You were born in the waning fortnight (Krishna paksha), which makes the mind reflective and asks for regular rest to replenish it',
      `The Sun, source of prana and vitality, is ${natalPlacement(pen, sun)}`,
    ),
    facts: ['natal.grahas.Moon', 'natal.moon', 'natal.grahas.Sun'],
  };
  const dasha = dashaFor(f, pen, 1, 'your health and vitality');
  const sade = f.sadeSati.running
    ? `Saturn's Sade Sati (${f.sadeSati.phase} phase) is running, which tends to tire body and mind: build in rest rather than push through`
    : f.sadeSati.saturnFromMoon === 'ashtama'
      ? 'Saturn transits the 8th from your Moon (ashtama Shani), a time to be conservative with your energy and attentive to check-ups'
      : null;
  const p6: Draft = {
    topic: 'closing',
    text: sentences(
      sade,
      pen.pick([
        `In practice, ${first}: keep regular hours, eat simply and on time, move your body every day, and use a few minutes of pranayama or meditation to steady the Moon`,
        `${first}, the chart favours prevention over repair: a fixed waking time, walking, fresh food and quiet evenings serve you better than any single remedy`,
      ]),
      upaya(pen, lord.dignity === 'debilitated' || lord.combust ? n.lagna.lord : 'Sun'),
      pen.pick([
        'Astrology describes tendencies, not diagnoses: for any symptom or worry, please see a qualified doctor',
        'This reading is not medical advice; if anything concerns you, consult a doctor, and let the chart support, not replace, their care',
      ]),
    ),
    facts: [...(sade ? ['sadeSati', 'transits.bodies.Saturn'] : []), 'natal.lagna', `natal.grahas.${lord.dignity === 'debilitated' || lord.combust ? n.lagna.lord : 'Sun'}`],
  };
  return [p1, p2, ...(pen.chance(0.5) ? [p3, p4] : [p4, p3]), ...(dasha ? [{ ...dasha, optional: true }] : []), p6];
}

function life(f: ReadingFacts, pen: Pen): Draft[] {
  const n = f.natal;
  const first = f.person.firstName;
  const lagnaLore = SIGN_LORE[n.lagna.sign]!;
  const lord = n.grahas[n.lagna.lord];
  const moon = n.grahas.Moon;
  const sun = n.grahas.Sun;
  const p1: Draft = {
    topic: 'pillars',
    text: sentences(
      pen.pick([
        `Namaste ${first}. A life reading rests on three pillars: the lagna, the Moon and the Sun. You were born with ${pen.sign(n.lagna.sign)} rising, a sign of ${listOf(pen.some(lagnaLore.nature, 2))}`,
        `${first}, your chart rises in ${pen.sign(n.lagna.sign)}, which makes you ${listOf(pen.some(lagnaLore.adjectives, 2))} by nature`,
      ]),
      `Its lord ${pen.graha(n.lagna.lord)} sits ${natalPlacement(pen, lord)}, so life keeps returning you to ${houseThemes(pen, lord.house)}`,
      n.lagna.lord === 'Moon'
        ? `As lagna lord the Moon also shapes the mind, which is ${pen.pick(SIGN_LORE[moon.sign]!.adjectives)} and lives in ${moon.nakshatra} nakshatra`
        : `Your Moon is ${signWithDignity(pen, moon.sign, moon.dignity)}, in ${moon.nakshatra} nakshatra: the mind is ${pen.pick(SIGN_LORE[moon.sign]!.adjectives)}`,
      n.lagna.lord === 'Sun'
        ? `The Sun, lord of your lagna, is also the soul's light, so ${pen.pick(SIGN_LORE[sun.sign]!.nature)} runs through your purpose as much as your temperament`
        : `The Sun, your soul's light, is ${natalPlacement(pen, sun)}, giving ${pen.pick(SIGN_LORE[sun.sign]!.nature)} to your purpose`,
    ),
    facts: ['natal.lagna', `natal.grahas.${n.lagna.lord}`, 'natal.grahas.Moon', 'natal.grahas.Sun'],
  };
  const strong = n.strongest.map((p) => n.grahas[p]);
  const weak = n.weakest.map((p) => n.grahas[p]);
  const strongText = strong.length
    ? `${strong.length > 1 ? 'Your strongest grahas by dignity are' : 'Your strongest graha by dignity is'} ${strong.map((g) => `${the(g.name)}, ${signWithDignity(pen, g.sign, g.dignity)}${g.vargottama ? ' and vargottama' : ''}`).join('; and ')}. ${capitalise(strong.map((g) => `${the(g.name)} gives ${pen.pick(GRAHA_LORE[g.name].gifts)}`).join(', and '))}: ${strong.length > 1 ? 'gifts' : 'a gift'} you can rely on`
    : `None of your grahas is exalted or in its own sign, which means no single planet dominates: your strength lies in balance and in what you build`;
  const weakText = weak.length
    ? `The planets that ask for conscious care are ${weak.map((g) => `${the(g.name)}, ${g.dignity === 'debilitated' ? signWithDignity(pen, g.sign, g.dignity) : `${pen.pick(['combust', 'combust (asta)'])} in ${pen.sign(g.sign)}`}`).join('; and ')}. Their themes, ${listOf(weak.map((g) => pen.pick(GRAHA_LORE[g.name].karakas)))}, mature slowly and reward effort`
    : 'No planet is debilitated, and none is weakened by the Sun beyond repair, a quietly fortunate pattern';
  const p2: Draft = {
    topic: 'strength',
    text: sentences(strongText, weakText),
    facts: ['natal.strongest', 'natal.weakest', ...[...strong, ...weak].map((g) => `natal.grahas.${g.name}`)],
  };
  const yogas = n.yogas.slice(0, 3);
  const p3: Draft = yogas.length
    ? {
      topic: 'yogas',
      text: sentences(
        pen.pick([`Your chart holds ${yogas.length > 1 ? 'some' : 'a'} well-known ${yogas.length > 1 ? 'combinations' : 'combination'} the classics name`, 'Among the yogas, a few stand out', `Some classical yogas are present`]),
        ...yogas.map((y, i) => {
          const lore = YOGA_LORE[y.key]!;
          const g0 = n.grahas[y.grahas[0]!];
          if (y.key === 'yogakaraka') {
            return `${capitalise(the(g0.name))} is your Yogakaraka, ruling both a kendra and a trikona (your ${listOf(g0.rules.map(nth))}) from your ${nth(g0.house)} house: ${pen.pick(lore.gives)}`;
          }
          const where = y.key === 'gaja-kesari'
            ? n.grahas.Jupiter.sign === n.grahas.Moon.sign
              ? `Jupiter and the Moon together in your ${nth(n.grahas.Jupiter.house)} house`
              : `Jupiter in your ${nth(n.grahas.Jupiter.house)} house and the Moon in your ${nth(n.grahas.Moon.house)}, in a kendra from each other`
            : y.key === 'raja-yoga' ? `${listOf(y.grahas.map(the))} together in your ${nth(g0.house)} house`
              : y.key === 'parivartana' ? `${listOf(y.grahas.map(the))}, each in the other's sign`
                : `${listOf(y.grahas.map(the))} in your ${nth(g0.house)} house`;
          if (y.key === 'parivartana') {
            return `${capitalise(lore.name)}, ${lore.gloss}, joins ${where}: your ${nth(g0.house)} and ${nth(n.grahas[y.grahas[1]!].house)} houses are bound together, each strengthening the other`;
          }
          return i === 0 || pen.chance(0.5)
            ? `${capitalise(lore.name)}, ${lore.gloss}, comes from ${where}; it gives ${pen.pick(lore.gives)}`
            : `There is also ${lore.name} (${lore.gloss}) from ${where}, which promises ${pen.pick(lore.gives)}`;
        }),
      ),
      facts: yogas.map((y) => `natal.yogas.${n.yogas.indexOf(y)}`).concat(yogas.flatMap((y) => y.grahas.map((g) => `natal.grahas.${g}`))),
    }
    : {
      topic: 'emphasis',
      text: sentences(
        `Your chart has no showy yoga of the kind the textbooks list first, and that is no loss: steady charts often deliver more than dramatic ones`,
        emphasis(f, pen),
      ),
      facts: ['natal.yogas', ...mostOccupied(f).occupants.map((g) => `natal.grahas.${g}`), `natal.houses.${mostOccupied(f).house}`],
    };
  const ak = n.karakas.atmakaraka;
  const rahu = n.grahas.Rahu;
  const ketu = n.grahas.Ketu;
  const p4: Draft = {
    topic: 'soul',
    text: sentences(
      `In Jaimini's method your Atmakaraka, the planet at the highest degree and the soul's own significator, is ${the(ak)}: the soul's lesson in this life is ${GRAHA_LORE[ak].lesson}`,
      pen.pick([
        `The nodal axis runs from Rahu in your ${nth(rahu.house)} house to Ketu in your ${nth(ketu.house)}: growth lies in ${shortTheme(pen, rahu.house)}, while ${shortTheme(pen, ketu.house)} is familiar ground you have already mastered`,
        `Rahu in the ${nth(rahu.house)} house pulls you towards ${shortTheme(pen, rahu.house)}, and Ketu in the ${nth(ketu.house)} gives an old, almost effortless skill in ${shortTheme(pen, ketu.house)}`,
      ]),
    ),
    facts: ['natal.karakas', `natal.grahas.${ak}`, 'natal.grahas.Rahu', 'natal.grahas.Ketu'],
  };
  const d = f.dasha;
  let p5: Draft | null = null;
  if (d) {
    const seq = d.sequence;
    const now = seq[0]!;
    const later = seq.slice(1);
    p5 = {
      topic: 'dasha-sequence',
      text: sentences(
        pen.pick([
          `Your life's chapters follow the Vimshottari dashas. You are now in ${pen.graha(now.lord, true)} mahadasha (${yearOf(now.start)}–${yearOf(now.end)}), with ${d.antardasha.lord} antardasha running until ${monthYear(d.antardasha.end)}`,
          `The dashas are the chapters of a life. The present one is ${the(now.lord)}'s (${yearOf(now.start)}–${yearOf(now.end)}), and within it ${d.antardasha.lord}'s sub-period lasts until ${monthYear(d.antardasha.end)}`,
        ]),
        `${the(now.lord)} sits in your ${nth(n.grahas[now.lord].house)} house${lordship(n.grahas[now.lord]) ? ` as ${lordship(n.grahas[now.lord])}` : ''}, so this chapter is about ${pen.pick(DASHA_THEMES[now.lord])}`,
        ...later.map((s, i) => `${i === 0 ? 'Next' : 'After that'} comes ${s.lord} mahadasha, ${yearOf(s.start)}–${yearOf(s.end)}, bringing ${pen.pick(DASHA_THEMES[s.lord])} through your ${nth(n.grahas[s.lord].house)} house`),
      ),
      facts: ['dasha.mahadasha', 'dasha.antardasha', ...seq.map((_, i) => `dasha.sequence.${i}`), ...seq.map((s) => `natal.grahas.${s.lord}`)],
    };
  }
  const p6: Draft = {
    topic: 'closing',
    text: sentences(
      pen.pick([
        `If I could leave you one line from your chart, ${first}, it would be this: trust the ${lagnaLore.adjectives[0]} nature of your ${n.lagna.signName} lagna, and give your weaker planets patience rather than fear`,
        `${first}, the chart is a map, not a verdict. Build on ${strong[0] ? `${the(strong[0].name)}'s strength` : 'the balance of your planets'}, honour your dasha's timing, and the rest follows`,
      ]),
      upaya(pen, weak[0]?.name ?? n.lagna.lord),
      closingLine(pen, first),
    ),
    facts: ['natal.lagna', `natal.grahas.${weak[0]?.name ?? n.lagna.lord}`],
  };
  return [p1, p2, p3, ...(pen.chance(0.5) ? [p4, ...(p5 ? [p5] : [])] : [...(p5 ? [p5] : []), p4]), p6];
}

function mostOccupied(f: ReadingFacts) {
  let best = f.natal.houses[1]!;
  for (let h = 2; h <= 12; h++) {
    const house = f.natal.houses[h]!;
    if (house.occupants.filter((g) => g !== 'Rahu' && g !== 'Ketu').length > best.occupants.filter((g) => g !== 'Rahu' && g !== 'Ketu').length) best = house;
  }
  return best;
}

function emphasis(f: ReadingFacts, pen: Pen): string {
  const h = mostOccupied(f);
  const occ = h.occupants;
  return `The weight of the chart falls on your ${nth(h.house)} house, which holds ${listOf(occ)}: ${houseThemes(pen, h.house)} are where life concentrates its lessons and rewards`;
}

export function composeNatal(f: ReadingFacts, pen: Pen): Draft[] {
  switch (f.readingType) {
    case 'career': return career(f, pen);
    case 'love': return love(f, pen);
    case 'health': return health(f, pen);
    default: return life(f, pen);
  }
}

