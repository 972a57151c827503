/**
 * The weekly, monthly and yearly rashifal's English. Each house has its own meaning for the span
 * (Phaladeepika ch. 26 for the Moon, the Sun, Jupiter, Saturn and the nodes counted from the Moon
 * sign), so twelve signs reading one span's sky read twelve different weeks, months or years.
 * `{span}` is "week", "month" or "year".
 */
import { namesEn } from '../../shared/astro-names/en';
import { isGocharaGood } from '../judgement/classics';
import { AREA } from './words-en';
import type { SpanGraha, SpanPeriod } from './period-sky';
import { standingByHouse, type ChangeWords, type PeriodWords, type StayWords } from './period-words';

/** The Moon's stay in a house across a few days of the week. */
const MOON: Record<number, string> = {
  1: 'your own needs and health come first',
  2: 'money, food and family talk fill the days',
  3: 'calls, errands and short trips go your way',
  4: 'home and mother claim you and the mind wants quiet',
  5: 'children and studies occupy the mind and worry needs steadying',
  6: 'rivals give way and pending chores get cleared',
  7: 'partners, clients and fair dealings bring out your best',
  8: 'chandrashtama tires the mind, so go gently',
  9: 'plans resting on others may slip and an elder steadies you',
  10: 'work is seen and well received',
  11: 'gains, friends and good news arrive',
  12: 'spending rises and sleep matters more than usual',
};

const JUPITER: Record<number, string> = {
  1: 'keeps you restless, with moves and extra costs',
  2: 'guards savings and the peace of the family',
  3: 'slows effort and may shift your post',
  4: 'brings worries through relatives and the home',
  5: 'blesses children, study and good counsel',
  6: 'stirs rivals and small ailments',
  7: 'favours marriage, partners and travel with a purpose',
  8: 'puts hidden costs and obstacles in the way',
  9: 'opens fortune and the blessing of elders',
  10: 'unsettles the workplace and tests your pride',
  11: 'raises income and fulfils wishes',
  12: 'draws money toward travel and distant places',
};

const SATURN: Record<number, string> = {
  1: 'is the heart of sade sati, weighing on health and self-belief',
  2: "is sade sati's last phase, pressing on savings and speech as the load lifts",
  3: 'rewards hard work, courage and good helpers',
  4: 'is kantaka shani, the small dhaiya, weighing on home and peace of mind',
  5: 'sobers the mind and brings worry over children or studies',
  6: 'defeats enemies and clears debts for those who keep at it',
  7: 'tests partnerships and makes travel tiring',
  8: 'is ashtama shani, the heavier dhaiya, asking you to guard health and avoid risk',
  9: 'slows fortune and the help of elders',
  10: 'loads work with duties whose reward comes late',
  11: 'gives steady gains and lasting friendships',
  12: "is sade sati's opening phase, raising costs and unsettling sleep",
};

/** Rahu's house, with Ketu in the seventh from it. */
const RAHU: Record<number, string> = {
  1: 'clouds judgement about yourself, and Ketu in your 7th keeps a partner at a distance',
  2: 'makes speech careless and meals irregular, while Ketu in your 8th brings buried matters up',
  3: 'gives a daring that pays, though Ketu in your 9th shakes old certainties',
  4: 'unsettles the home, and Ketu in your 10th makes work feel distant',
  5: 'tempts you toward speculation, while Ketu in your 11th lets gains come unevenly',
  6: 'overpowers rivals and illness, and Ketu in your 12th turns you toward retreat and pilgrimage',
  7: 'muddles partnerships, and Ketu on your own sign breeds self-doubt',
  8: 'warns of sudden upsets, and Ketu in your 2nd of harsh words at home',
  9: 'pulls toward unusual beliefs, while Ketu in your 3rd lends quiet courage',
  10: 'feeds ambition at work, and Ketu in your 4th lets home matters slip unless watched',
  11: 'brings gains through networks and strangers, and Ketu in your 5th asks for care with children',
  12: 'drains money and sleep, though Ketu in your 6th keeps rivals at bay',
};

const SUN: Record<number, string> = {
  1: 'heats the temper and tires the body',
  2: 'strains money and the eyes and sharpens words at home',
  3: 'brings courage, success and help from brothers and sisters',
  4: 'unsettles home comforts and the mind',
  5: 'troubles the mind and brings worry over children',
  6: 'puts rivals and illness to flight',
  7: 'makes travel tiring and strains a partnership',
  8: 'brings fatigue, fevers and trouble with officials',
  9: 'brings friction with elders and low spirits',
  10: 'crowns work with success and standing',
  11: 'brings income, honour and good health',
  12: 'raises spending and sends you travelling',
};

const DO_WEEK: Record<number, string> = {
  1: 'Do: put your health first this week, with a morning walk and regular meals',
  2: "Do: draw up the week's budget and eat together as a family",
  3: 'Do: make the calls and short visits you have been postponing',
  4: 'Do: give the evenings to home and look in on your mother',
  5: 'Do: help the children with their studies and give a little time to a hobby',
  6: 'Do: clear the oldest task on your list and keep any doctor’s appointment',
  7: 'Do: meet people, close fair agreements and make time for your partner',
  8: 'Do: keep the week light and finish only what is already begun',
  9: "Do: ask an elder's advice and visit a temple or a teacher",
  10: "Do: schedule the week's most important work where your superiors will see it",
  11: 'Do: follow up on money owed and thank the friends who helped',
  12: 'Do: rest well, give in charity and keep spending in check',
};

const DONT_WEEK: Record<number, string> = {
  1: "Don't let a mood of the moment make a decision for the whole week",
  2: "Don't lend money or argue over family finances",
  3: "Don't let confidence turn into a quarrel with a neighbour",
  4: "Don't buy property or a vehicle this week, nor carry office worries home",
  5: "Don't speculate or make promises to children you cannot keep",
  6: "Don't borrow, and don't skip meals to keep working",
  7: "Don't take a partner's agreement for granted",
  8: "Don't begin a journey, an operation or a venture, and keep out of arguments",
  9: "Don't let someone else's promise carry your plans",
  10: "Don't take private worries into meetings with superiors",
  11: "Don't let a friend's enthusiasm rush you into buying",
  12: "Don't spend on impulse or sit up late",
};

/** Month and year, keyed by the keynote house: the Sun's for a month, Jupiter's for a year. */
const DO_LONG: Record<number, string> = {
  1: 'Do: make your own health and routine the {span}’s first project',
  2: 'Do: build savings steadily and keep the family table a place of peace',
  3: 'Do: take the initiative, write the letters and make the short journeys that open doors',
  4: 'Do: tend the house, its repairs and your mother’s needs before outside ambitions',
  5: 'Do: invest time in children, study and creative work',
  6: 'Do: settle debts, finish pending cases and keep a health routine',
  7: 'Do: strengthen partnerships and honour agreements to the letter',
  8: 'Do: insure, save and keep a margin for the unexpected',
  9: 'Do: seek the counsel of elders and make a pilgrimage if you can',
  10: 'Do: aim high at work and let your results speak',
  11: 'Do: ask for the rise, widen your circle and keep friends close',
  12: 'Do: plan travel and expenses ahead and give generously to good causes',
};

const DONT_LONG: Record<number, string> = {
  1: "Don't let impatience with yourself turn into rash decisions",
  2: "Don't stand guarantor for anyone or speak harshly about money at home",
  3: "Don't pick fights with siblings or neighbours over small things",
  4: "Don't sign for property without papers checked twice",
  5: "Don't gamble or chase quick returns",
  6: "Don't take new loans or ignore a nagging symptom",
  7: "Don't rush into contracts or take a partner for granted",
  8: "Don't take risks with health, driving or money",
  9: "Don't dismiss an elder's advice or lean on others' promises",
  10: "Don't clash with superiors or cut corners at work",
  11: "Don't lend to friends more than you can afford to lose",
  12: "Don't spend ahead of income or lose sleep over what you cannot change",
};

const QUARTERS = ['January to March', 'April to June', 'July to September', 'October to December'];

const GRAHA_NAME: Record<SpanGraha, string> = { Sun: 'the Sun', Mercury: 'Mercury', Venus: 'Venus', Mars: 'Mars', Jupiter: 'Jupiter', Saturn: 'Saturn', Rahu: 'Rahu' };

const ordinal = (n: number) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);
const capital = (s: string) => s.replace(/^./, (c) => c.toUpperCase());
const spanWord = (p: SpanPeriod) => ({ weekly: 'week', monthly: 'month', yearly: 'year' })[p];

/** A graha's change, as a clause: "Venus moves into your 4th house on …, touching home and mother". */
function change(c: ChangeWords): string {
  const name = GRAHA_NAME[c.graha];
  const verb = isGocharaGood(c.graha, c.house) ? 'favouring' : 'straining';
  switch (c.kind) {
    case 'enters': return `${name} moves into your ${ordinal(c.house)} house on ${c.when}, ${verb} ${AREA[c.house]}`;
    case 'returns': return `${name}, moving backwards, returns to your ${ordinal(c.house)} house on ${c.when}, ${verb} ${AREA[c.house]} again`;
    case 'retrograde': return `${name} turns retrograde in your ${ordinal(c.house)} house on ${c.when}, so whatever touches ${AREA[c.house]} deserves a second look`;
    case 'direct': return `${name} turns direct in your ${ordinal(c.house)} house on ${c.when}, and what had stalled in ${AREA[c.house]} moves again`;
  }
}

const between = (s: StayWords) => (s.from && s.to ? `from ${s.from} to ${s.to}` : s.from ? `from ${s.from}` : s.to ? `until ${s.to}` : 'throughout');

export const periodEn: PeriodWords = {
  date: (iso, weekday) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
    return `${weekday ? `${namesEn.weekdays[day]} ` : ''}${d} ${namesEn.months[m - 1]}`;
  },
  dateTime: (iso, hhmm, weekday) => `${periodEn.date(iso, weekday)} at ${hhmm}`,
  title: (period, name, start, end) => {
    const [y, m, d] = start.split('-').map(Number) as [number, number, number];
    const [y2, m2, d2] = end.split('-').map(Number) as [number, number, number];
    if (period === 'yearly') return `${name} rashifal for ${y}`;
    if (period === 'monthly') return `${name} rashifal for ${namesEn.months[m - 1]} ${y}`;
    const from = m === m2 ? `${d}` : y === y2 ? `${d} ${namesEn.months[m - 1]}` : `${d} ${namesEn.months[m - 1]} ${y}`;
    return `${name} weekly rashifal, ${from}–${d2} ${namesEn.months[m2 - 1]} ${y2}`;
  },
  verdict: (period, key) => ({ favourable: `A favourable ${spanWord(period)}`, mixed: `A mixed ${spanWord(period)}`, careful: `A ${spanWord(period)} for care` })[key],
  passage: (stays) => {
    const [first, ...rest] = stays;
    const opening = `The Moon ${first!.from ? `enters your ${ordinal(first!.house)} house on ${first!.from}` : `opens the week in your ${ordinal(first!.house)} house`}, where ${MOON[first!.house]}`;
    const moves = rest.map((s) => `on ${s.from} it reaches your ${ordinal(s.house)}, where ${MOON[s.house]}`);
    return `${[opening, ...moves].join('; ')}.`;
  },
  keynote: (s) => `${capital(between(s))} the Moon holds your ${ordinal(s.house)} house, and these are the days that set the week's tone: ${MOON[s.house]}.`,
  slow: (period, j, s, changes) => {
    const base = `Behind the ${spanWord(period)}, Jupiter in your ${ordinal(j)} house ${JUPITER[j]}, and Saturn in your ${ordinal(s)} ${SATURN[s]}`;
    return `${base}.${changes.length ? ` Of the slow planets, ${changes.map(change).join('; ')}.` : ''}`;
  },
  quick: (changes, standing) => {
    if (changes.length) return `Among the quicker planets, ${changes.map(change).join('; ')}.`;
    const said = standingByHouse(standing).map(({ house, good, grahas }) => {
      const verb = good ? (grahas.length > 1 ? 'back' : 'backs') : grahas.length > 1 ? 'strain' : 'strains';
      return `${list(grahas.map((g) => GRAHA_NAME[g]))} in your ${ordinal(house)} ${verb} ${AREA[house]}`;
    });
    return `The quicker planets hold their signs all week: ${said.join('; ')}.`;
  },
  sun: (first, sankranti) =>
    sankranti
      ? `Until ${sankranti.when} the Sun in your ${ordinal(first)} house ${SUN[first]}; then ${sankranti.name} brings it to your ${ordinal(sankranti.house)}, where it ${SUN[sankranti.house]}.`
      : `The Sun stays in your ${ordinal(first)} house all month and ${SUN[first]}.`,
  quickMonth: (items) => `Among the quicker planets, ${items.map(({ graha, startHouse, changes }) => {
    const name = GRAHA_NAME[graha];
    const opening = `${name} starts the month in your ${ordinal(startHouse)} house, ${isGocharaGood(graha, startHouse) ? 'backing' : 'straining'} ${AREA[startHouse]}`;
    const later = changes.map((c) => {
      const verb = isGocharaGood(graha, c.house) ? 'favouring' : 'straining';
      switch (c.kind) {
        case 'enters': return `moves into your ${ordinal(c.house)} on ${c.when}, ${verb} ${AREA[c.house]}`;
        case 'returns': return `steps back into your ${ordinal(c.house)} on ${c.when}, ${verb} ${AREA[c.house]} again`;
        case 'retrograde': return `turns retrograde on ${c.when}, asking for a second look at ${AREA[c.house]}`;
        case 'direct': return `turns direct on ${c.when}, freeing what had stalled in ${AREA[c.house]}`;
      }
    });
    return `${opening}${later.length ? `, then ${list(later)}` : ''}`;
  }).join('; ')}.`,
  yearStays: (graha, stays) => {
    const meaning = graha === 'Jupiter' ? JUPITER : graha === 'Saturn' ? SATURN : RAHU;
    const said = new Set<number>();
    const clause = (s: StayWords) => {
      const m = said.has(s.house) ? '' : `, where it ${meaning[s.house]}`;
      said.add(s.house);
      return m;
    };
    const [first, ...rest] = stays;
    const opening = `${capital(GRAHA_NAME[graha])} ${rest.length ? 'begins the year' : 'spends the whole year'} in your ${ordinal(first!.house)} house${clause(first!)}`;
    const moves = rest.map((s) => `${s.backwards ? 'steps back into' : 'enters'} your ${ordinal(s.house)} on ${s.from}${clause(s)}`);
    return `${[opening, ...moves].join('; it ')}.`;
  },
  eclipses: (items) => {
    const one = (e: (typeof items)[number]) => {
      const tone = [3, 6, 10, 11].includes(e.house) ? 'a help to' : [1, 8].includes(e.house) ? 'a strain on' : 'a mixed sign for';
      return `the ${e.kind} eclipse of ${e.when} falls in your ${ordinal(e.house)} house, ${tone} ${AREA[e.house]}${e.seen ? ', and as it is seen in India its sutak is kept' : ', though it is not seen in India'}`;
    };
    return `${capital(items.map(one).join('; '))}.`;
  },
  quarter: (index, best, hardest) => {
    const good = best && `the Sun in your ${ordinal(best.house)} house ${between(best)} ${SUN[best.house]}`;
    const hard = hardest && (good ? `while in your ${ordinal(hardest.house)} ${between(hardest)} it ${SUN[hardest.house]}` : `the Sun in your ${ordinal(hardest.house)} house ${between(hardest)} ${SUN[hardest.house]}`);
    return `${QUARTERS[index]}: ${[good, hard].filter(Boolean).join(', ')}.`;
  },
  doThis: (period, house, festivals) =>
    `${period === 'weekly' ? DO_WEEK[house] : DO_LONG[house]!.replace('{span}', spanWord(period))}${festivals.length ? `; mark ${list(festivals.map((f) => `${f.name} on ${f.when}`))}` : ''}.`,
  dontThis: (period, house, chandrashtama) => {
    const base = period === 'weekly' ? DONT_WEEK[house]! : DONT_LONG[house]!;
    const days = chandrashtama.map((c) => (c.from && c.to ? `from ${c.from} to ${c.to}` : c.from ? `from ${c.from} into the next ${spanWord(period)}` : `until ${c.to}`));
    return `${base}${days.length ? `, and start nothing new during chandrashtama, ${list(days)}` : ''}.`;
  },
  lucky: (colour, number, day) => `${day ? `Best day: ${day}. ` : ''}Lucky colour: ${colour}. Lucky number: ${number}.`,
};
