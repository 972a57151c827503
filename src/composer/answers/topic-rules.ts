/**
 * Which parts of a chart answer each kind of question: the houses (the main one first), the
 * natural significators (karakas) and the yogas that bear on the topic, and the slow transits that
 * classically time it. Plain data, no wording; the table with its sources is in
 * docs/decisions/037-answering-a-question-from-the-chart.md.
 *
 * Houses: Brihat Parashara Hora Shastra ch. 11 (what each house signifies: the 7th wife, travel
 * and trade; the 4th conveyances, lands and buildings; the 5th learning and children; the 10th
 * profession and living abroad…) and ch. 12–23 (the effects of each house); Phaladeepika ch. 1.
 * Karakas: Phaladeepika ch. 15 (the karakas of the houses) and BPHS ch. 32 (the chara karakas of
 * Jaimini: the darakaraka for the spouse, the amatyakaraka for career); Saravali's significations
 * of the grahas agree (Mars land, Venus vehicles and marriage, Jupiter children and wealth).
 * Timing by the dasha of a house's lord, occupant or karaka is BPHS's rule for when a house gives
 * its results (the chapters on the effects of the dashas of the house lords); the Jupiter–Saturn
 * double transit over the house is K. N. Rao's modern statement of it, used for the events that
 * need both (marriage, career, business, property, children).
 */
import type { Graha } from '../../astro/zodiac';
import type { YogaKey } from '../../astro/yogas';
import type { Topic } from '../../shared/question-topics';

export interface TopicRule {
  /** Houses from the lagna (the Moon when the birth time is not known), the main one first. */
  houses: readonly number[];
  /** Natural significators. The Jaimini karaka or the gender's karaka is added in `karakasFor`. */
  karakas: readonly Graha[];
  /** Yogas of the natal chart that speak for the topic when they hold. */
  yogas: readonly YogaKey[];
  /**
   * Slow transits that time the topic over the main house: Jupiter alone, or Jupiter and Saturn
   * together (the double transit). Health reads Saturn over the Moon as a strain instead.
   */
  transit: 'double' | 'jupiter';
  /** Windows are openings to use, or (health) stretches that ask for care. */
  lean: 'favourable' | 'care';
}

export const TOPIC_RULES: Readonly<Record<Topic, TopicRule>> = {
  // 7th: spouse and marriage; 2nd: the family the marriage adds to (kutumba); 11th: wishes fulfilled.
  marriage: { houses: [7, 2, 11], karakas: ['Venus'], yogas: ['malavya', 'gaja-kesari'], transit: 'double', lean: 'favourable' },
  // 5th: romance and affection (purva punya, "love" in Phaladeepika's list); 7th: partner; 11th: gains of friendship.
  relationship: { houses: [5, 7, 11], karakas: ['Venus', 'Moon'], yogas: ['malavya', 'chandra-mangala'], transit: 'jupiter', lean: 'favourable' },
  // 10th: karma and rank; 6th: service; 2nd and 11th: income from it.
  career: { houses: [10, 6, 2, 11], karakas: ['Saturn', 'Sun', 'Mercury'], yogas: ['raja', 'shasha', 'ruchaka', 'budha-aditya', 'amala'], transit: 'double', lean: 'favourable' },
  // 7th: trade and partners; 10th: enterprise; 11th: profit; 3rd: one's own initiative.
  business: { houses: [7, 10, 11, 3], karakas: ['Mercury', 'Jupiter'], yogas: ['bhadra', 'dhana', 'budha-aditya'], transit: 'double', lean: 'favourable' },
  // 2nd: wealth held; 11th: income; 5th and 9th: the Lakshmi houses.
  money: { houses: [2, 11, 5, 9], karakas: ['Jupiter', 'Venus'], yogas: ['dhana', 'gaja-kesari', 'adhi'], transit: 'jupiter', lean: 'favourable' },
  // 4th: land, house and vehicles; 11th: acquisition; 2nd: savings put into them. Mars: land; Venus: vehicles.
  property: { houses: [4, 11, 2], karakas: ['Mars', 'Venus', 'Moon'], yogas: ['ruchaka', 'malavya'], transit: 'double', lean: 'favourable' },
  // 4th: schooling; 5th: intelligence; 9th: higher learning; 2nd: speech and early learning.
  education: { houses: [5, 4, 9, 2], karakas: ['Mercury', 'Jupiter'], yogas: ['budha-aditya', 'bhadra', 'hamsa', 'gaja-kesari'], transit: 'jupiter', lean: 'favourable' },
  // 12th: foreign lands and living abroad; 9th: long journeys; 3rd: short ones; 7th: residence away.
  travel: { houses: [12, 9, 3, 7], karakas: ['Rahu', 'Moon'], yogas: [], transit: 'jupiter', lean: 'favourable' },
  // 1st: the body; 6th: illness; 8th: chronic trouble; 12th: hospital. Windows are of care.
  health: { houses: [1, 6, 8, 12], karakas: ['Sun', 'Moon'], yogas: ['viparita-raja'], transit: 'jupiter', lean: 'care' },
  // 5th: children; 9th: the 5th from the 5th; 11th: wishes fulfilled. Jupiter: putra karaka.
  children: { houses: [5, 9, 11], karakas: ['Jupiter'], yogas: ['hamsa', 'gaja-kesari'], transit: 'double', lean: 'favourable' },
  // 2nd: the household; 4th: mother and home; 9th: father; 3rd: younger siblings.
  family: { houses: [4, 2, 9, 3], karakas: ['Moon', 'Sun', 'Mars'], yogas: ['gaja-kesari'], transit: 'jupiter', lean: 'favourable' },
  // 6th: disputes and opponents overcome; 11th: success; 9th: justice; 7th: the other party.
  legal: { houses: [6, 11, 9, 7], karakas: ['Mars', 'Saturn', 'Jupiter'], yogas: ['viparita-raja', 'ruchaka'], transit: 'jupiter', lean: 'favourable' },
  // 9th: dharma and the guru; 12th: liberation; 5th: mantra and devotion; 8th: hidden knowledge.
  spiritual: { houses: [9, 12, 5, 8], karakas: ['Jupiter', 'Ketu'], yogas: ['hamsa', 'amala'], transit: 'jupiter', lean: 'favourable' },
  // A long period asked about for "something" in general: the houses of fortune and success.
  timing: { houses: [9, 10, 11, 1], karakas: ['Jupiter'], yogas: ['raja', 'gaja-kesari'], transit: 'jupiter', lean: 'favourable' },
  // The chart as a whole: the self, fortune, deeds and merit (BPHS's kendras and trikonas).
  general: { houses: [1, 9, 10, 5], karakas: ['Jupiter'], yogas: ['raja', 'gaja-kesari', 'hamsa', 'malavya', 'ruchaka', 'bhadra', 'shasha'], transit: 'jupiter', lean: 'favourable' },
};

/**
 * The karakas an answer listens to: the table's natural ones, with Jupiter for a woman's marriage
 * (the husband's karaka, Phaladeepika ch. 15), the Jaimini darakaraka for marriage and the
 * amatyakaraka for career (Jaimini Sutras 1.1), the lagna lord for health and the whole chart.
 */
export function karakasFor(topic: Topic, gender: 'male' | 'female', jaimini: { darakaraka: Graha; amatyakaraka: Graha; atmakaraka: Graha }, lagnaLord: Graha): Graha[] {
  const base = [...TOPIC_RULES[topic].karakas];
  if (topic === 'marriage') base.push(jaimini.darakaraka, ...(gender === 'female' ? (['Jupiter'] as const) : []));
  if (topic === 'career') base.push(jaimini.amatyakaraka);
  if (topic === 'health' || topic === 'general') base.push(lagnaLord);
  if (topic === 'general') base.push(jaimini.atmakaraka);
  return [...new Set(base)];
}
