/**
 * The rashifal's English: one written meaning for each house the Moon, Jupiter, Saturn and the
 * nodes can hold from the reader's sign, so that twelve signs on one day read as twelve days.
 * `{n}` is the house's ordinal ("4th"). Meanings follow the gochara results of Phaladeepika
 * ch. 26 (the Moon good in 1, 3, 6, 7, 10, 11; Jupiter in 2, 5, 7, 9, 11; Saturn and the nodes in
 * 3, 6, 11), with Saturn's 12th, 1st and 2nd as sade sati and its 4th and 8th as the dhaiya.
 */
import type { Fast, Placed } from './judge';
import type { RashifalWords } from './words';

const MOON: Record<number, string> = {
  1: 'The Moon crosses your own sign, your {n} house, so feelings sit close to the surface and your body keeps time with your mood; look after yourself and let people see you.',
  2: 'From your {n} house the Moon turns the mind to money, food and family talk, where a kind word at home is worth more than a clever one.',
  3: 'The Moon in your {n} house lends nerve: calls you have put off, a short trip or a favour from a brother or sister go through easily.',
  4: 'The Moon sits in your {n} house, the house of home and mother, and the mind wants quiet rooms more than crowds; unease grows if you are pushed.',
  5: 'With the Moon in your {n} house the mind runs ahead to children, studies and old affections, and worry comes easily, so steady it before you decide.',
  6: 'The Moon in your {n} house gives the upper hand over rivals and pending chores; a health routine started today tends to stick.',
  7: 'The Moon passes your {n} house of partners, and company, a spouse and fair dealings bring out the best in the day.',
  8: 'The Moon is in your {n} house, eight signs on from your own: this is chandrashtama, when the mind tires quickly and small setbacks feel large.',
  9: 'The Moon in your {n} house leaves luck uneven; plans that hang on others may slip, while a visit to a temple or a teacher settles you.',
  10: 'The Moon climbs to your {n} house of work and standing, and what you do in public is noticed and well received.',
  11: 'The Moon in your {n} house of gains brings friends, good news and money you were waiting for; wishes are easier to ask for today.',
  12: 'From your {n} house the Moon pulls toward rest and spending: purse strings loosen and sleep matters more than usual.',
};

const MOON_ENTERS: Record<number, string> = {
  1: 'the mood lifts and your own needs come first',
  2: 'talk turns to money and the family table',
  3: 'energy returns for errands and short journeys',
  4: 'the evening belongs to home and the people in it',
  5: 'thoughts drift to children, study or romance',
  6: 'chores and old disputes become easier to clear',
  7: 'a partner or a client wants your attention',
  8: 'the day grows heavier for the mind',
  9: 'prayer and the advice of elders steady you better than haste',
  10: 'work asks for you and duty takes the lead',
  11: 'friends and gains come within reach',
  12: 'the body asks for early sleep and the purse for restraint',
};

const JUPITER: Record<number, string> = {
  1: 'Jupiter over your own sign, in your {n} house, is classically a restless year: moves, extra costs and doubts, best met with routine and faith.',
  2: 'Jupiter in your {n} house favours savings and family harmony, and your words carry weight when you speak of money.',
  3: 'Jupiter in your {n} house slows effort and can shift your position; patient work in the background pays later.',
  4: 'Jupiter in your {n} house brings worries through relatives and the home, so tend the household before outside ambitions.',
  5: 'Jupiter blesses your {n} house: children, study, counsel and creative work all grow under it.',
  6: 'Jupiter in your {n} house stirs rivals and minor ailments; keep away from new loans.',
  7: 'Jupiter in your {n} house smiles on marriage, partnerships and journeys with a purpose.',
  8: 'Jupiter in your {n} house puts obstacles and hidden costs in the way, and patience serves better than force.',
  9: 'Jupiter in your {n} house opens the door to fortune, the blessings of elders and pilgrimage.',
  10: 'Jupiter in your {n} house unsettles the workplace and can bruise pride; steady service keeps your place.',
  11: 'Jupiter in your {n} house of gains supports rises in income, promotion and wishes fulfilled.',
  12: 'Jupiter in your {n} house sends money outward, to travel and to distant places; give it to good causes where you can.',
};

const SATURN: Record<number, string> = {
  1: 'Saturn over your own sign, your {n} house, is the heart of sade sati, and its weight falls on health and self-belief; slow and disciplined wins.',
  2: 'Saturn in your {n} house is the last phase of sade sati, pressing on savings and family speech while the burden eases.',
  3: 'Saturn in your {n} house is one of its best places: hard work, courage and servants or helpers pay off.',
  4: 'Saturn in your {n} house is the small dhaiya, weighing on home, mother and peace of mind; repairs and patience help.',
  5: 'Saturn in your {n} house sobers the mind and brings worry about children or studies; do not gamble on quick returns.',
  6: 'Saturn in your {n} house defeats enemies and clears debts for those who keep at their work.',
  7: 'Saturn in your {n} house tests partnerships and brings tiring travel; keep promises small and keep them.',
  8: 'Saturn in your {n} house is ashtama shani, the heavier dhaiya: guard health, avoid risk and let delays run their course.',
  9: 'Saturn in your {n} house slows fortune and the help of elders; duty toward a father or teacher is its remedy.',
  10: 'Saturn in your {n} house loads you with responsibility at work; the recognition comes late but it comes.',
  11: 'Saturn in your {n} house brings steady gains and lasting friendships, a reward for earlier effort.',
  12: 'Saturn in your {n} house opens sade sati: expenses, poor sleep and distance from home ask for economy.',
};

/** Keyed by Rahu's house; Ketu stands opposite. */
const NODES: Record<number, string> = {
  1: 'Rahu on your own sign, your {n} house, clouds judgement about yourself, while Ketu opposite leaves a partner feeling far away.',
  2: 'Rahu in your {n} house makes speech careless and food irregular, and Ketu opposite brings buried matters up.',
  3: 'Rahu in your {n} house gives daring that pays, though Ketu opposite shakes old certainties of faith.',
  4: 'Rahu in your {n} house unsettles the home, and Ketu opposite makes work feel strangely distant.',
  5: 'Rahu in your {n} house tempts the mind toward speculation; Ketu opposite still lets gains come in, unevenly.',
  6: 'Rahu in your {n} house overpowers rivals and illness, while Ketu opposite draws money toward retreats and pilgrimage.',
  7: 'Rahu in your {n} house muddles partnerships, and Ketu on your own sign brings self-doubt; go slowly with contracts.',
  8: 'Rahu in your {n} house warns of sudden upsets and Ketu opposite of harsh words at home; guard both health and tongue.',
  9: 'Rahu in your {n} house pulls toward unusual beliefs, while Ketu opposite hands you quiet courage.',
  10: 'Rahu in your {n} house feeds ambition at work, and Ketu opposite lets the home slip unless you watch it.',
  11: 'Rahu in your {n} house brings gains through networks and strangers; Ketu opposite asks for care with children.',
  12: 'Rahu in your {n} house drains money and sleep, though Ketu opposite keeps your rivals at bay.',
};

const DO: Record<number, string> = {
  1: 'Do: begin the day with something for your own health, a walk or a proper breakfast',
  2: 'Do: settle a bill or put a little money aside, and eat with the family',
  3: 'Do: make the phone call or short visit you have been delaying',
  4: 'Do: spend time with your mother or tidy a corner of the house',
  5: 'Do: help a child with a lesson or give an hour to a hobby',
  6: 'Do: clear the oldest pending task on your list and see to your health',
  7: 'Do: meet people, sign fair agreements and give your partner time',
  8: 'Do: keep the day simple, drink water and finish only what is already started',
  9: 'Do: seek the advice of an elder or light a lamp at home',
  10: 'Do: put your best work in front of those who decide',
  11: 'Do: ask for what you are owed and thank a friend who helped',
  12: 'Do: rest early, give something in charity and sleep well',
};

const DONT: Record<number, string> = {
  1: "Don't let a passing mood decide anything important.",
  2: "Don't lend money or speak sharply about family finances.",
  3: "Don't turn confidence into a quarrel with a neighbour or sibling.",
  4: "Don't buy a vehicle or property today, nor bring work home.",
  5: "Don't place bets or make promises to children you cannot keep.",
  6: "Don't borrow, and don't skip meals while you work.",
  7: "Don't take a partner's agreement for granted.",
  8: "Don't start a journey, an operation or a new venture, and avoid arguments.",
  9: "Don't depend on someone else's promise to carry your plans.",
  10: "Don't bring private worries into a meeting with superiors.",
  11: "Don't let a friend's enthusiasm push you into a hasty purchase.",
  12: "Don't spend on impulse or stay up late.",
};

/** What each house is about, for the quick grahas' line. */
export const AREA: Record<number, string> = {
  1: 'your own health and temper', 2: 'money and family', 3: 'courage and short journeys', 4: 'home and mother',
  5: 'children and study', 6: 'daily work and health', 7: 'partner and dealings', 8: 'hidden matters',
  9: 'luck and elders', 10: 'work and standing', 11: 'gains and friends', 12: 'spending and sleep',
};

const OBSERVE = { vrat: 'keep its fast if you observe it', festival: 'keep time for its puja and the family', sankranti: 'a holy bath and a gift to the needy suit the day' } as const;

const FAST_NAME: Record<Fast, string> = { Sun: 'the Sun', Mars: 'Mars', Mercury: 'Mercury', Venus: 'Venus' };

/** The quick grahas of one verdict grouped by house, so two in one house are named together. */
export function byHouse(items: ReadonlyArray<Placed<Fast>>, good: boolean): Array<[number, Fast[]]> {
  const houses = new Map<number, Fast[]>();
  for (const i of items) if (i.good === good) houses.set(i.house, [...(houses.get(i.house) ?? []), i.graha]);
  return [...houses];
}

const ordinal = (n: number) => `${n}${n % 10 === 1 && n !== 11 ? 'st' : n % 10 === 2 && n !== 12 ? 'nd' : n % 10 === 3 && n !== 13 ? 'rd' : 'th'}`;
const fill = (text: string, house: number) => text.replace('{n}', ordinal(house));
const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

export const rashifalEn: RashifalWords = {
  moon: (h, until) => (until ? `Until ${until}, ${fill(MOON[h]!, h).replace(/^./, (c) => c.toLowerCase())}` : fill(MOON[h]!, h)),
  moonFrom: (time, h) => `From ${time}, ${fill(MOON[h]!, h).replace(/^./, (c) => c.toLowerCase())}`,
  verdict: (key) => ({ favourable: 'A favourable day', mixed: 'A mixed day', careful: 'A day for care' })[key],
  moonChange: (time, h) => `At ${time} the Moon moves on to your ${ordinal(h)} house, and ${MOON_ENTERS[h]}.`,
  chandrashtama: (from, to, beforeSunrise) =>
    beforeSunrise
      ? `Chandrashtama ended at ${to}, before sunrise, so the day's work is free of it.`
      : from === null && to === null
      ? 'Chandrashtama holds the whole day, so postpone signatures, surgery and long travel.'
      : from === null
        ? `Chandrashtama lasts until ${to}; keep signatures and new starts for after that hour.`
        : `Chandrashtama begins at ${from} and runs into tomorrow, so finish anything important before it.`,
  jupiter: (h) => fill(JUPITER[h]!, h),
  saturn: (h) => fill(SATURN[h]!, h),
  nodes: (rahuHouse) => fill(NODES[rahuHouse]!, rahuHouse),
  fast: (items) => {
    const said = (good: boolean, one: string, many: string) => byHouse(items, good).map(([house, g]) => `${list(g.map((x) => FAST_NAME[x]))} ${g.length > 1 ? many : one} ${AREA[house]}`);
    const good = said(true, 'backs', 'back');
    const bad = said(false, 'strains', 'strain');
    const parts = [good.length ? `${list(good)}` : '', bad.length ? `${good.length ? 'while ' : ''}${list(bad)}` : ''].filter(Boolean);
    const line = parts.join(', ');
    return `Among the quicker planets, ${line}.`;
  },
  doThis: (h, observance) => `${DO[h]}${observance ? `; it is also ${observance.name}, so ${OBSERVE[observance.kind]}` : ''}.`,
  dontThis: (h) => DONT[h]!,
  lucky: (colour, number) => `Lucky colour: ${colour}. Lucky number: ${number}.`,
  time: (hhmm) => hhmm,
};
