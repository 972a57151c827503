/**
 * Tamil wording of the natal readings (career, love, health, life): the topic's house, its lord
 * and its strength, the karaka, yogas, செவ்வாய் தோஷம் and navamsa, Jupiter and Saturn now, the
 * dated windows ahead (named by திசை and புக்தி), the advice of the person's time of life, the
 * chart overview and the dasha story. The templates are in natal-pools.ts; this file chooses them,
 * as the Hindi and English writers do, from the same blocks.
 */
import { storyTemplates, strengthBand } from '../natal-choices';
import { SIGN_LORDS } from '../../../astro/zodiac';
import type { Graha } from '../../../astro/zodiac';
import { AGE_GROUP, inLaterYears } from '../../facts/life-stage';
import type { NatalGrahaFact } from '../../facts/types';
import type { Block, GrahaNote, SlowNow, TopicKind, Window } from '../../judgement/plan';
import { lovePhase } from '../../judgement/natal';
import { aspectsHouse } from '../../judgement/windows';
import { paragraphs } from '../locale';
import { DASHA_THEMES_TA, GRAHA_LORE_TA, HOUSE_SHORT_TA, NAKSHATRA_DEITY_TA, SIGN_LORE_TA, YOGA_TA } from './lore';
import { alsoRulesClauseTa, alsoRulesTa, ruledHouseTa } from './lordships';
import { NATAL_POOLS as P } from './natal-pools';
import type { TaCtx } from './names';
import { SIGNS_TA, bhava, clauseTa, compoundTa, dayMonthYearTa, grahaStemTa, grahaTa, listTa, monthRangeTa, monthYearTa, sayTa, signTa } from './names';

type B<K extends Block['kind']> = Extract<Block, { kind: K }>;

/** What each topic's windows and advice are for (before விஷயத்தில், விஷயத்துக்கு). */
const TOPIC_TA: Record<TopicKind, readonly string[]> = {
  career: ['தொழில் முன்னேற்றம், அங்கீகாரம்', 'பதவி உயர்வு அல்லது புதிய பொறுப்பு', 'தொழில் வளர்ச்சி'],
  love: ['திருமணம், உறவின் உறுதி', 'காதல், இல்லறத் துணை', 'நிலையான உறவு'],
  health: ['உடல்நலம், வலிமை', 'உயிர்ச்சக்தி, குணமடைதல்', 'உடல் பராமரிப்பு'],
};
/** A career's good times in the mature and elder years: counsel and what was built, not a promotion to chase. */
const CAREER_LATER_TA = ['வேலையும் உங்கள் ஆலோசனையும்', 'நீங்கள் சம்பாதித்த நற்பெயர்', 'ஆலோசனைப் பணி, அனுபவத்தைக் கைமாற்றுவது'];
/** Love's good times from the elder phase on: companionship and family, not courtship. */
const LOVE_LATER_TA = ['துணையும் குடும்பமும்', 'பரஸ்பர உறவு', 'ஒருவரையொருவர் கவனித்துக்கொள்வது'];
const CARE_TA = ['உடல்நலம், ஓய்வு', 'சக்தி, அன்றாட ஒழுங்கு', 'தூக்கம், உணவு, ஓய்வு'];
const LIFE_TA = ['வரும் ஆண்டுகள்', 'முன்னால் உள்ள பாதை', 'வாழ்க்கையின் அடுத்த அத்தியாயம்'];
/** The topic's house as "… அதிபதி" reads it, and the topic. */
const ROLE: Record<TopicKind, [string, string]> = { career: ['பத்தாம் வீட்டு', 'தொழிலின்'], love: ['ஏழாம் வீட்டு', 'திருமணத்தின்'], health: ['லக்ன', 'உடல்நலத்தின்'] };
const NOTE_TA: Record<GrahaNote, string> = {
  exalted: 'உச்சம்', moolatrikona: 'மூலத்திரிகோணத்தில்', own: 'ஆட்சி', debilitated: 'நீசம்', 'neecha-bhanga': 'நீசபங்கத்தோடு',
  'dig-bala': 'திக்பலத்தோடு', vargottama: 'வர்கோத்தமம்', combust: 'அஸ்தமனம்', retrograde: 'வக்கிரம்',
};
const MANGAL_REASON_TA: Record<string, string> = {
  'own-sign': 'செவ்வாய் ஆட்சி பெற்றிருக்கிறார்', exalted: 'செவ்வாய் உச்சம் பெற்றிருக்கிறார்', 'jupiter-conjunct': 'குரு செவ்வாயுடன் சேர்ந்திருக்கிறார்', 'jupiter-aspect': 'குருவின் பார்வை செவ்வாய் மீது உள்ளது',
  'moon-conjunct': 'சந்திரன் செவ்வாயுடன் சேர்ந்திருக்கிறார்', 'lagna-leo-aquarius': 'உங்கள் லக்னம் சிம்மம் அல்லது கும்பம்', 'mars-yogakaraka': 'கேந்திரம், திரிகோணம் இரண்டுக்கும் அதிபதியாக இருப்பதால் செவ்வாய் உங்கள் லக்னத்துக்கு யோககாரகர்',
};
/** Mangal dosha is counted from these; two or three are said with -உம்: 'லக்னத்திலிருந்தும் சந்திரனிலிருந்தும்'. */
const MANGAL_FROM_TA = { lagna: 'லக்னத்திலிருந்து', moon: 'சந்திரனிலிருந்து', venus: 'சுக்கிரனிலிருந்து' } as const;
/** The slow grahas' verdict when neither touches the topic's house, by which of them helps. */
const PAIR_TA = {
  both: ['இருவரும் துணை நிற்கிறார்கள்', 'இரண்டு மெதுவான கிரகங்களும் உங்கள் பக்கம்'],
  neither: ['இருவரில் யாரும் எளிதாக இல்லை, எனவே திட்டங்களைச் சிறிதாக வையுங்கள்', 'இருவருமே பொறுமை கேட்கிறார்கள், எனவே பெரிய பந்தயங்களை இப்போது தள்ளிவையுங்கள்'],
  jupiter: ['குரு உதவுகிறார், சனி பொறுமை கேட்கிறார்', 'குரு வழி திறக்கிறார், சனி சோதிக்கிறார்'],
  saturn: ['சனி உழைப்புக்குப் பலன் தருகிறார், குரு பொறுமை கேட்கிறார்', 'சனி துணை நிற்கிறார், குரு சற்று நிதானித்தே பலன் தருவார்'],
} as const;
/** Jupiter or Saturn over the lagna, for the life reading: what it means for the person. */
const LAGNA_VERDICT_TA = {
  helps: ['இது உங்களுக்குத் தனிப்பட்ட முறையில் துணை', 'இதனால் தன்னம்பிக்கைக்கும் உடல்நலத்துக்கும் பலம் கிடைக்கும்'],
  presses: ['இதனால் உடலிலும் மனதிலும் பாரம் இருக்கும், எனவே உங்கள் வேகத்தைக் கட்டுப்படுத்துங்கள்', 'இது பொறுமை கேட்கிறது, எனவே உங்கள் மீது அதிகப் பாரம் ஏற்றாதீர்கள்'],
} as const;
/** What Jupiter or Saturn over or glancing at the topic's house does for it ("… விஷயத்துக்கு {verdict}"). */
const VERDICT_TA = { helps: ['பலம் கிடைக்கும்', 'துணை கிடைக்கும்', 'வேகம் கிடைக்கும்'], presses: ['பொறுமை தேவைப்படும்', 'சிறிது காத்திருக்க வேண்டியிருக்கும்'] } as const;
const FALLBACK_YOGA = { name: 'ஒரு சிறப்பு யோகம்', gives: ['தன் வீடுகளின் சிறப்புப் பலன்கள்'] };

const notes = (n: readonly GrahaNote[]) => (n.length ? ` (${listTa(n.slice(0, 2).map((x) => NOTE_TA[x]))})` : '');
/** One or two items of a lore list, joined as Tamil joins two lists: 'அ, ஆ அல்லது இ, ஈ'. */
function pairOf(ctx: TaCtx, list: readonly string[]): string {
  const [a, b] = ctx.pen.shuffle(list);
  return b && ctx.pen.chance(0.5) ? `${a}, ${b}` : a!;
}

/** What a topic's good times are for, at the reader's time of life (the same choice as the English's). */
function topicTa(ctx: TaCtx, topic: TopicKind): readonly string[] {
  const { age, stage } = ctx.facts.person;
  if (topic === 'career' && inLaterYears(stage)) return CAREER_LATER_TA;
  if (topic === 'love' && lovePhase(age) === 'elder') return LOVE_LATER_TA;
  return TOPIC_TA[topic];
}

/** A window's stretch as it is written: a running one from the day the reading was asked. */
function monthsOf(w: Window, asked: string): { month: string; month2: string } {
  return monthRangeTa(w.running ? asked : w.start, w.end);
}

function nowPart(ctx: TaCtx, now: readonly SlowNow[], main: number, topic: TopicKind | 'life'): string[] {
  const { pen, names } = ctx;
  const out: string[] = [];
  const rest: SlowNow[] = [];
  for (const s of now) {
    if (topic === 'health' && s.graha === 'Saturn' && [12, 1, 2, 8].includes(s.houseFromMoon)) {
      const phase = s.houseFromMoon === 8 ? 'அஷ்டமச் சனி' : 'ஏழரைச் சனி';
      out.push(sayTa(ctx, P.nowSade, { sign: signTa(s.sign), house: bhava(s.houseFromMoon), text: phase }));
      continue;
    }
    // As in English: the house from the lagna first, else the same house counted from the Moon.
    const fromLagna = ctx.facts.person.timeKnown && (s.houseFromLagna === main || aspectsHouse(s.graha, s.houseFromLagna, main));
    const fromMoon = !fromLagna && (s.houseFromMoon === main || aspectsHouse(s.graha, s.houseFromMoon, main));
    if (s.touches && topic !== 'life' && (fromLagna || fromMoon)) {
      const house = fromLagna ? s.houseFromLagna : s.houseFromMoon;
      const pool = house === main ? (fromLagna ? P.nowOver : P.nowOverMoon) : fromLagna ? P.nowTouches : P.nowTouchesMoon;
      out.push(sayTa(ctx, pool, {
        graha: names.graha(s.graha), sign: signTa(s.sign), house: bhava(house), house2: bhava(main), date: s.until ? dayMonthYearTa(s.until) : 'அவர் தங்கும் காலம் முடியும் நாள்',
        themes: pen.pick(topicTa(ctx, topic as TopicKind)), verdict: pen.pick(s.helps ? VERDICT_TA.helps : VERDICT_TA.presses),
      }));
    } else rest.push(s);
  }
  if (rest.length === 2) {
    // As in English: the pair is named by its houses from the Moon, so the gochara table decides its verdict.
    const [j, sa] = rest as [SlowNow, SlowNow];
    const text = pen.pick(j.good && sa.good ? PAIR_TA.both : !j.good && !sa.good ? PAIR_TA.neither : j.good ? PAIR_TA.jupiter : PAIR_TA.saturn);
    out.push(sayTa(ctx, P.nowPair, { house: bhava(j.houseFromMoon), house2: bhava(sa.houseFromMoon), text }));
  }
  for (const s of rest) {
    if (s.touchesFrom !== 'lagna') continue;
    const where = s.houseFromLagna === main ? `நேராக ${bhava(main)} வீட்டில் இருக்கிறார்` : `${bhava(s.houseFromLagna)} வீட்டில் இருந்து ${bhava(main)} வீட்டைப் பார்க்கிறார்`;
    const verdict = pen.pick(s.helps ? LAGNA_VERDICT_TA.helps : LAGNA_VERDICT_TA.presses);
    out.push(sayTa(ctx, P.nowLagnaLife, { graha: names.graha(s.graha), where, verdict }));
  }
  return out;
}

/**
 * Where a glancing graha sits: drishti is cast from the graha's own position (BPHS, Graha
 * Drishti), so the sentence names that house; "தன் சொந்த ராசி" only when it is in a sign it rules.
 */
function glanceFromTa(g: NatalGrahaFact): string {
  const house = `உங்கள் ${bhava(g.house)} வீட்டில்`;
  return SIGN_LORDS[g.sign] === g.name ? `தன் சொந்த ராசியான ${signTa(g.sign)} ராசியில், ${house}` : house;
}

function topicWriter(b: B<'natal-topic'>, ctx: TaCtx): string {
  const { pen, names, facts } = ctx;
  const name = facts.person.firstName;
  const lore = SIGN_LORE_TA[b.sign]!;
  const out: string[] = [];
  const sign = signTa(b.sign);
  if (b.topic === 'career') {
    out.push(sayTa(ctx, P.careerHouse, { name, sign, text: names.term('கர்ம ஸ்தானம்', 'தொழிலின் வீடு'), themes: pen.pick(lore.nature) }));
    out.push(sayTa(ctx, P.careerSign, { themes: pairOf(ctx, lore.careers) }));
  } else if (b.topic === 'love') {
    out.push(sayTa(ctx, P.loveHouse, { name, sign, text: names.term('களத்திர ஸ்தானம்', 'வாழ்க்கைத்துணையின் வீடு'), themes: pen.pick(lore.nature) }));
    out.push(sayTa(ctx, P.loveSign, { themes: pairOf(ctx, lore.love) }));
  } else {
    // Without an exact birth time the 1st house is the Moon's sign: nothing is said of a lagna or its lord.
    if (facts.person.timeKnown) out.push(sayTa(ctx, P.healthHouse, { name, sign, signName: SIGNS_TA[b.sign]!, text: names.term('தனு ஸ்தானம்', 'உடலின் வீடு'), themes: pen.pick(lore.nature) }));
    out.push(sayTa(ctx, P.healthSign, { sign, themes: lore.body }));
  }
  const [role, role2] = ROLE[b.topic];
  if (b.topic !== 'health' || facts.person.timeKnown) {
    out.push(sayTa(ctx, P.lordIn, { role, role2, graha: names.graha(b.lord), house: bhava(b.lordHouse), short: pen.pick(HOUSE_SHORT_TA[b.lordHouse]!) }));
    // The lord's other lordships and the functional nature they give it.
    const also = alsoRulesTa(ctx, b.lord, [b.house]);
    if (also) out.push(also);
  }
  const lb = strengthBand(b.lordScore);
  const middlePool = b.lordNotes.includes('debilitated') ? P.lordMiddleDebilitated : P.lordMiddle;
  // The debilitated pool names the debility itself: the parenthesis keeps the other notes.
  const lordNotes = middlePool === P.lordMiddleDebilitated && lb === 'middle' ? b.lordNotes.filter((n) => n !== 'debilitated') : b.lordNotes;
  out.push(sayTa(ctx, lb === 'strong' ? P.lordStrong : lb === 'weak' ? P.lordWeak : middlePool, { graha: grahaTa(b.lord), notes: notes(lordNotes), house2: bhava(b.house) }));
  const short = pen.pick(HOUSE_SHORT_TA[b.house]!);
  // Each occupant with its own gift: two grahas in one house do not share one graha's themes.
  if (b.occupants.length === 1) out.push(sayTa(ctx, P.occupants, { house: bhava(b.house), list: grahaTa(b.occupants[0]!), themes: pen.pick(GRAHA_LORE_TA[b.occupants[0]!].gifts) }));
  else if (b.occupants.length) out.push(sayTa(ctx, P.occupantsEach, { house: bhava(b.house), list: listTa(b.occupants.map(grahaTa)), each: b.occupants.map((g) => `${grahaTa(g)} இங்கே ${pen.pick(GRAHA_LORE_TA[g].gifts)} தருகிறார்`).join(', ') }));
  else out.push(sayTa(ctx, P.empty, { house: bhava(b.house), short }));
  const glancer = b.aspectedBy[0];
  if (glancer) out.push(sayTa(ctx, P.glance, { house: bhava(b.house), seat: glanceFromTa(facts.natal.grahas[glancer]), graha: grahaTa(glancer), themes: pen.pick(GRAHA_LORE_TA[glancer].gifts) }));
  if (b.karaka !== b.lord || b.topic === 'love') {
    out.push(sayTa(ctx, P.karaka, { graha: names.graha(b.karaka), house: bhava(b.karakaHouse), themes: pen.pick(GRAHA_LORE_TA[b.karaka].karakas), short: pen.pick(HOUSE_SHORT_TA[b.karakaHouse]!) }));
    const kb = strengthBand(b.karakaScore);
    if (kb !== 'middle') out.push(sayTa(ctx, kb === 'strong' ? P.karakaStrong : P.karakaWeak, { themes: pen.pick(topicTa(ctx, b.topic)) }));
  }
  if (b.jaimini) {
    const role3 = b.jaimini.role === 'amatyakaraka' ? 'அமாத்யகாரகர் (தொழிலின் ஆலோசகக் கிரகம்)' : 'தாரகாரகர் (வாழ்க்கைத்துணையின் கிரகம்)';
    out.push(sayTa(ctx, P.jaimini, { role: role3, graha: grahaTa(b.jaimini.graha), house: bhava(b.jaimini.house), themes: pen.pick(GRAHA_LORE_TA[b.jaimini.graha].gifts) }));
  }
  for (const y of b.yogas.slice(0, 2)) {
    const lore2 = YOGA_TA[y.key] ?? FALLBACK_YOGA;
    out.push(sayTa(ctx, y.strength === 'full' ? P.yogaFull : P.yogaWeak, { text: lore2.name, themes: pen.pick(lore2.gives) }));
  }
  if (b.mangal) {
    const m = b.mangal;
    const term = 'செவ்வாய் தோஷம்';
    const froms = (['lagna', 'moon', 'venus'] as const).filter((r) => m.from[r]).map((r) => MANGAL_FROM_TA[r]);
    const from = froms.length > 1 ? froms.map((f) => f.replace(/ு$/, 'ும்')).join(' ') : froms[0] ?? '';
    // "Not from the lagna, the Moon or Venus" needs the lagna: without the time, silence rather than a guess.
    if (!m.present) {
      if (facts.person.timeKnown) out.push(sayTa(ctx, P.mangalNone, { text: term }));
    } else if (m.cancelled) out.push(sayTa(ctx, P.mangalCancelled, { themes: from, text: term, lord: listTa(m.reasons.map((c) => MANGAL_REASON_TA[c] ?? 'சாஸ்திர விதிவிலக்கு பொருந்துகிறது').slice(0, 2)) }));
    else out.push(sayTa(ctx, P.mangalPresent, { themes: from, text: term }));
  }
  if (b.navamsa) {
    out.push(sayTa(ctx, P.navamsa, { text: names.term('நவாம்சம்', 'திருமணத்துக்குப் பார்க்கும் ஒன்பதாம் பிரிவு'), sign: signTa(b.navamsa.venusSign), sign2: signTa(b.navamsa.seventhLordSign), love: pen.pick(SIGN_LORE_TA[b.navamsa.venusSign]!.love) }));
  }
  if (b.topic === 'health') {
    const [sixth, eighth] = b.side;
    if (sixth) {
      const pool = [6, 8, 12].includes(sixth.lordHouse) ? P.sixthHidden : sixth.lordScore > 2 ? P.sixthStrong : P.sixthPlain;
      // As in English: the lord's other lordships join its sentence.
      const also = alsoRulesClauseTa(ctx, sixth.lord, [6, b.house]);
      const slots = { graha: grahaTa(sixth.lord), house: bhava(sixth.lordHouse) };
      out.push(also ? compoundTa(ctx, [[pool, slots], also], ['; ']) : sayTa(ctx, pool, slots));
    }
    if (eighth && eighth.lord !== sixth?.lord) {
      const pool = eighth.lordScore > 2 ? P.eighthStrong : eighth.lordScore < -2 ? P.eighthWeak : P.eighthPlain;
      const also = alsoRulesClauseTa(ctx, eighth.lord, [8, b.house]);
      const slots = { graha: grahaTa(eighth.lord), house: bhava(eighth.lordHouse) };
      out.push(also ? compoundTa(ctx, [[pool, slots], also], ['; ']) : sayTa(ctx, pool, slots));
    }
  }
  if (b.focus && b.focus.score < 0 && (b.topic === 'health' || b.focus.graha !== b.lord)) {
    out.push(sayTa(ctx, P.focus, { graha: grahaTa(b.focus.graha), house: bhava(b.focus.house), text: pen.pick(GRAHA_LORE_TA[b.focus.graha].karakas), themes: pen.pick(topicTa(ctx, b.topic)) }));
  }
  out.push(...nowPart(ctx, b.now, b.house, b.topic));
  return out.join(' ');
}

/** Why a window is one, as a short clause. */
function whyOf(ctx: TaCtx, w: Window, main: number): string {
  const adName = grahaTa(w.antardashaLord);
  const md = grahaStemTa(w.mahadashaLord);
  const first = w.reasons.find((r) => /^lord-(rules|in)-|^karaka$|^aspects-/.test(r));
  if (!first) return clauseTa(ctx, P.whyMd, { md, mdName: grahaTa(w.mahadashaLord), house: bhava(main) });
  const h = Number(first.split('-').at(-1));
  const house = first.startsWith('lord-rules-') ? ruledHouseTa(ctx.facts, w.antardashaLord, h) : bhava(h);
  const pool = first === 'karaka' ? P.whyKaraka : first.startsWith('aspects-') ? P.whyAspects : first.startsWith('lord-rules-') ? P.whyRules : P.whyIn;
  return clauseTa(ctx, pool, { adName, house });
}

/** The pool for a window's slow transit: over the topic's house, glancing at it, or in a trine, from the lagna or the Moon. */
function transitPool(t: NonNullable<Window['transit']>, main: number): readonly string[] {
  const moon = t.ref === 'moon';
  if (t.aspect) return moon ? P.windowTransitAspectMoon : P.windowTransitAspect;
  if (t.house === main) return moon ? P.windowTransitOverMoon : P.windowTransitOver;
  if ([1, 5, 9].includes(t.house)) return moon ? P.windowTransitTrineMoon : P.windowTransitTrine;
  return moon ? P.windowTransitMoon : P.windowTransit;
}

function windowsWriter(b: B<'windows'>, ctx: TaCtx): string {
  const { pen, names, facts } = ctx;
  const main = { career: 10, love: 7, health: 1 }[b.topic];
  const longOutlook = b.topic !== 'health';
  if (!b.windows.length) return sayTa(ctx, b.topic === 'health' && b.quiet ? P.windowNoneHealth : P.windowNone, { date: monthYearTa(facts.period.outlookEnd), themes: pen.pick(topicTa(ctx, b.topic)) });
  const out: string[] = [];
  let doubleSaid = false;
  for (const w of b.windows) {
    const { month, month2 } = monthsOf(w, facts.period.asked);
    const now = w.running;
    const opening = w.antardashaLord === w.mahadashaLord && !!facts.dasha?.sequence.some((s) => s.lord === w.mahadashaLord && s.start === w.start);
    const slots = { month, month2, md: grahaStemTa(w.mahadashaLord), ad: grahaStemTa(w.antardashaLord), themes: w.lean === 'care' ? pen.pick(CARE_TA) : pen.pick(topicTa(ctx, b.topic)), text: whyOf(ctx, w, main) };
    out.push(sayTa(ctx, w.lean === 'care' ? (now ? P.windowCareNow : P.windowCare) : now ? P.windowNow : opening ? P.windowOpening : P.windowLater, slots));
    const t = w.transit;
    if (t) {
      // A stay is dated once in a reading: one already dated is told without its dates again.
      const care = w.lean === 'care';
      const pool = t.told === 'now' ? (care ? P.windowStrainRunning : P.windowStayRunning)
        : t.told === 'entry' ? (care ? P.windowStrainEntered : P.windowStayEntered)
          : care ? (t.ref === 'moon' ? P.windowStrain : P.windowStrainLagna) : transitPool(t, main);
      const where = t.ref === 'moon' ? `உங்கள் ராசிக்கு ${bhava(t.house)} வீட்டில்` : `உங்கள் ${bhava(t.house)} வீட்டில்`;
      out.push(sayTa(ctx, pool, { graha: names.graha(t.graha), sign: signTa(t.sign), house: bhava(t.house), house2: bhava(main), date: dayMonthYearTa(t.from), date2: dayMonthYearTa(t.to), stayAt: where, gain: pen.say(P.windowGain, {}, false) }));
    }
    if (w.reasons.includes('double-transit') && b.topic === 'career' && !doubleSaid) {
      out.push(sayTa(ctx, P.windowDouble));
      doubleSaid = true;
    }
    if (w.best && w.lean === 'favourable' && b.windows.filter((x) => x.lean === 'favourable').length > 1) {
      out.push(sayTa(ctx, longOutlook ? P.windowBestLong : P.windowBestYear, { themes: pen.pick(topicTa(ctx, b.topic)), date: monthYearTa(facts.period.outlookEnd) }));
    }
  }
  return out.join(' ');
}

function stageWriter(b: B<'stage'>, ctx: TaCtx): string {
  const { pen, facts } = ctx;
  const n = String(b.age);
  const out: string[] = [];
  const themes = () => (b.topic === 'life' ? pen.pick(LIFE_TA) : pen.pick(topicTa(ctx, b.topic)));
  if (b.topic === 'career') out.push(sayTa(ctx, P.careerStage[b.stage], { n, themes: pairOf(ctx, SIGN_LORE_TA[facts.natal.houses[10]!.sign]!.careers) }));
  else if (b.topic === 'love') out.push(sayTa(ctx, P.loveStage[b.phase ?? 'seeking'], { n }));
  else if (b.topic === 'health') out.push(sayTa(ctx, P.healthStage[AGE_GROUP[b.stage]], { n }));
  else out.push(sayTa(ctx, P.lifeStage[AGE_GROUP[b.stage]], { n }));
  // As in English: past the middle years a bright balance is for ease and sharing, not boldness.
  const later = inLaterYears(b.stage);
  const tonePool = b.topic === 'health' ? P.healthTone[b.tone] : later && b.tone === 'bright' ? P.tone.brightLater : P.tone[b.tone];
  out.push(sayTa(ctx, tonePool, { themes: themes() }));
  const w = b.window;
  if (w) {
    const { month, month2 } = monthsOf(w, facts.period.asked);
    const pool = w.lean === 'care' ? P.stageWindowCare : later && b.topic === 'career' ? P.stageWindowLater : w.running ? P.stageWindowNow : P.stageWindow;
    out.push(sayTa(ctx, pool, { month, month2, themes: w.lean === 'care' ? pen.pick(CARE_TA) : themes() }));
  }
  return out.join(' ');
}

function overviewWriter(b: B<'natal-overview'>, ctx: TaCtx): string {
  const { pen, names, facts } = ctx;
  const out: string[] = [];
  const lore = SIGN_LORE_TA[b.lagna]!;
  if (facts.person.timeKnown) out.push(sayTa(ctx, P.lagnaRising, { name: facts.person.firstName, sign: signTa(b.lagna), signName: SIGNS_TA[b.lagna]!, text: 'லக்னம்', themes: pen.pick(lore.nature) }));
  if (facts.person.timeKnown) out.push(sayTa(ctx, P.lagnaLord, { graha: names.graha(b.lagnaLord), house: bhava(b.lagnaLordHouse), short: pen.pick(HOUSE_SHORT_TA[b.lagnaLordHouse]!) }));
  out.push(sayTa(ctx, P.moonSign, { sign: signTa(b.moonSign), signName: SIGNS_TA[b.moonSign]!, nak: names.nakshatra(b.moonNakshatra), text: NAKSHATRA_DEITY_TA[b.moonNakshatra]! }));
  const [first, second] = b.strong;
  if (first) {
    const d = b.detail[first]!;
    out.push(sayTa(ctx, P.strongest, { graha: names.graha(first), house: bhava(d.house), notes: notes(d.notes.filter((x) => x !== 'neecha-bhanga')), themes: pen.pick(GRAHA_LORE_TA[first].gifts) }));
    if (second) out.push(sayTa(ctx, P.strongPair, { graha: names.graha(second), house: bhava(b.detail[second]!.house), themes: pen.pick(GRAHA_LORE_TA[second].gifts) }));
  }
  const weak = b.weak[0];
  if (weak) {
    const d = b.detail[weak]!;
    out.push(sayTa(ctx, P.weakest, { graha: names.graha(weak), house: bhava(d.house), notes: notes(d.notes.filter((x) => x !== 'neecha-bhanga')), themes: GRAHA_LORE_TA[weak].lesson }));
  }
  for (const g of b.neechaBhanga.slice(0, 2)) out.push(sayTa(ctx, P.neechaBhanga, { graha: names.graha(g), text: names.term('நீசபங்கம்', 'நீச நிலையின் நிவர்த்தி') }));
  if (b.atmakaraka !== first) out.push(sayTa(ctx, P.atmakaraka, { graha: grahaTa(b.atmakaraka), themes: GRAHA_LORE_TA[b.atmakaraka].lesson }));
  out.push(...nowPart(ctx, b.now, 1, 'life'));
  return out.join(' ');
}

function yogasWriter(b: B<'yogas'>, ctx: TaCtx): string | null {
  if (!b.yogas.length) return null;
  return b.yogas.map((y, i) => {
    const lore = YOGA_TA[y.key] ?? FALLBACK_YOGA;
    const grahas = listTa([...new Set(y.grahas)].slice(0, 3).map(grahaTa));
    const pool = y.key === 'kemadruma' ? P.lifeYogaHard : y.strength === 'full' ? (i === 0 ? P.lifeYogaFirst : P.lifeYogaFull) : P.lifeYogaWeak;
    return sayTa(ctx, pool, { text: lore.name, graha: grahas, themes: ctx.pen.pick(lore.gives) });
  }).join(' ');
}

function storyWriter(b: B<'dasha-story'>, ctx: TaCtx): string {
  const { pen, names, facts } = ctx;
  const life = facts.readingType === 'life';
  const say = (pool: readonly string[], slots: Record<string, string>) => sayTa(ctx, storyTemplates(pool, life), slots);
  const out: string[] = [];
  const md = b.mahadasha.lord;
  const rules = b.mdRules.length ? `${listTa(b.mdRules.map(bhava))} ${b.mdRules.length > 1 ? 'வீடுகளுக்கு' : 'வீட்டுக்கு'}` : '';
  const mdSlots = { md: grahaStemTa(md), graha: names.graha(md), house: bhava(b.mdHouse), date: dayMonthYearTa(b.mahadasha.start), date2: dayMonthYearTa(b.mahadasha.end), themes: pen.pick(DASHA_THEMES_TA[md]), text: rules };
  out.push(say(rules ? P.storyMd : P.storyMdNode, mdSlots));
  const mb = strengthBand(b.mdScore);
  if (mb !== 'middle') out.push(say(mb === 'strong' ? P.storyStrong : P.storyWeak, { graha: grahaTa(md), short: pen.pick(HOUSE_SHORT_TA[b.mdHouse]!) }));
  const ad = b.antardasha.lord;
  if (ad !== md || b.antardasha.start !== b.mahadasha.start) {
    out.push(say(P.storyAd, { ad: grahaStemTa(ad), graha: grahaTa(ad), house: bhava(b.adHouse), date: dayMonthYearTa(b.antardasha.end), themes: pen.pick(DASHA_THEMES_TA[ad]) }));
  }
  if (b.next && b.next.start < b.mahadasha.end) out.push(say(P.storyNext, { ad: grahaStemTa(b.next.lord), date: dayMonthYearTa(b.next.start), themes: pen.pick(DASHA_THEMES_TA[b.next.lord]) }));
  const [, later, after] = b.sequence;
  const lordOf = (g: Graha) => b.lords?.[g] ?? ctx.facts.natal.grahas[g];
  if (later) {
    const years = Math.round((later.endMs - later.startMs) / (365.25 * 86_400_000));
    out.push(say(P.storyLater, { md: grahaStemTa(later.lord), graha: grahaTa(later.lord), house: bhava(lordOf(later.lord).house), date: dayMonthYearTa(later.start), n: String(years), themes: pen.pick(DASHA_THEMES_TA[later.lord]) }));
  }
  if (after) out.push(say(P.storyAfter, { md: grahaStemTa(after.lord), graha: grahaTa(after.lord), house: bhava(lordOf(after.lord).house), date: dayMonthYearTa(after.start), short: pen.pick(HOUSE_SHORT_TA[lordOf(after.lord).house]!) }));
  return out.join(' ');
}

export const natalWriters = paragraphs({
  'natal-topic': topicWriter, windows: windowsWriter, stage: stageWriter, 'natal-overview': overviewWriter, yogas: yogasWriter, 'dasha-story': storyWriter,
});
