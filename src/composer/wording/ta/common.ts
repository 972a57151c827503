/**
 * Tamil wording shared by every reading type: the one sentence of the running dasha in the light
 * of the reading at hand, and the closing (closing.ts), which turns the verdict into something to
 * do and gives a பரிகாரம் for the graha that weighs most against the reading. A dasha is named as
 * Tamil names it, graha before level: சுக்கிர திசையில் சனி புக்தி.
 */
import type { Stamp } from '../../facts/types';
import type { Factor, LordLeg } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { DASHA_THEMES_TA, HOUSE_GOOD_TA, HOUSE_HARD_TA, HOUSE_SHORT_TA } from './lore';
import { ruledHouseTa } from './lordships';
import type { NamesTa, TaCtx } from './names';
import { bhava, dayMonthTa, dayMonthYearTa, grahaOfTa, grahaStemTa, levelTa, sayTa, signTa, timeTa } from './names';
import { remedyTa } from './remedies';
import { closingSentences } from '../closing-shapes';
import { CLOSING_WORDS_TA } from './closing';

/** "For the reading's span": "இன்றைக்கு", "இந்தக் காலகட்டத்துக்கு". */
export const FOR_TA: Record<string, string> = {
  daily: 'இன்றைக்கு', weekly: 'இந்த வாரத்துக்கு', monthly: 'இந்த மாதத்துக்கு', quarterly: 'இந்த மூன்று மாதங்களுக்கு', yearly: 'இந்த ஆண்டுக்கு',
  career: 'இந்தக் காலகட்டத்துக்கு', love: 'இந்தக் காலகட்டத்துக்கு', health: 'இந்தக் காலகட்டத்துக்கு', life: 'வாழ்க்கையின் இந்த அத்தியாயத்துக்கு',
};

/** The reading's span as a time adverb: "இன்று", "இந்த வாரம்". */
export const OBL_TA: Record<string, string> = {
  daily: 'இன்று', weekly: 'இந்த வாரம்', monthly: 'இந்த மாதம்', quarterly: 'இந்த மூன்று மாதங்களில்', yearly: 'இந்த ஆண்டு',
  career: 'இந்தக் காலகட்டத்தில்', love: 'இந்தக் காலகட்டத்தில்', health: 'இந்தக் காலகட்டத்தில்', life: 'வாழ்க்கையின் இந்த அத்தியாயத்தில்',
};

export const COMMON_POOLS = {
  dashaChange: [
    '{date} [நினைவில் கொள்ளுங்கள்|கவனியுங்கள்]: அன்று உங்கள் {level} மாறி {stem} {level} தொடங்கும், [அதிலிருந்து|அதன் பிறகு] {themes} [விஷயங்களில் கவனம் குவியும்|தொடர்பான விஷயங்கள் முன்னுக்கு வரும்].',
    '{date} முதல் {stem} {level} தொடங்கும், அது {themes} பக்கம் [கவனத்தைத் திருப்பும்|உங்களைத் திருப்பும்].',
    '{date} அன்று {level} மாறுகிறது: [அதுமுதல்|அன்றிலிருந்து] {stem} {level}, {themes} விஷயங்களுக்கான காலம்.',
  ],
  dashaMoonInLord: [
    'நீங்கள் {md} திசையில் {ad} புக்தியில் இருக்கிறீர்கள்; இன்று சந்திரன் {grahaOf} வீடான {sign} ராசியைக் கடக்கிறார், ஜாதகத்தில் {graha} உங்கள் {house} வீட்டில் இருக்கிறார்; [எனவே|ஆகவே] நாள் {short} பக்கம் [சாயும்|திரும்பும்].',
    'இன்று சந்திரன் உங்கள் திசா நாதர் {graha} ஆளும் {sign} ராசியில் இருக்கிறார் ({md} திசை, {ad} புக்தி), [எனவே|ஆகவே] திசையின் விஷயங்கள், அதாவது {themes}, [சிறு சிறு வடிவில் முன்னுக்கு வரும்|மனதில் இருக்கும்].',
    '{md} திசையில் {ad} புக்தி நடக்கும் உங்களுக்கு, இன்று சந்திரன் {grahaOf} ராசியான {sign} ராசியில் இருப்பது [முக்கியம்|கவனிக்கத்தக்கது]: திசையின் விஷயங்களான {themes} இன்று [சிறு வடிவில் தலைகாட்டும்|மனதில் ஓடும்].',
  ],
  dashaRulesTopic: [
    'நடப்பு {md} திசை, {ad} புக்தி இங்கே நேரடியாகப் பேசுகின்றன: {graha} உங்கள் {house} அதிபதி, எனவே {ownEnd} வரை, அதாவது அவரது {ownLevel} நீடிக்கும் வரை, {short} தொடர்பான விஷயங்கள் [சுறுசுறுப்பாக இருக்கும்|பேசப்படும்].',
    '{end} வரை நடக்கும் {md} திசை {ad} புக்தியின் நாதர் {graha} உங்கள் {house} அதிபதி, [எனவே {obl} {short} தொடர்பான விஷயங்களே முன்னணியில் இருக்கும்|ஆகவே {short} விஷயங்களில் கவனம் நீடிக்கும்].',
  ],
  dashaInTopic: [
    'உங்கள் {md} திசை, {ad} புக்தி [இங்கே நேரடியாகப் பேசுகின்றன|இங்கே முக்கியம்]: {graha} உங்கள் {house} வீட்டில் இருக்கிறார், எனவே {ownEnd} வரை, அதாவது அவரது {ownLevel} நீடிக்கும் வரை, {short} விஷயங்களில் கவனம் இருக்கும்.',
    '{graha} உங்கள் {house} வீட்டில் இருக்கிறார், {ownEnd} வரை திசையின் நாதரும் அவரே, [எனவே {obl} முதல் பலன் {short} விஷயங்களில் தெரியும்|ஆகவே {obl} எல்லாம் {short} விஷயங்களைச் சுற்றியே நகரும்].',
  ],
  dashaTransitGood: [
    'புக்தி நாதர் {graha} இப்போது உங்கள் ராசிக்கு {house} வீட்டில் [கோசாரம் செய்கிறார்|சஞ்சரிக்கிறார்], இது நல்ல நிலை; [{obl} {themes} விஷயங்களில் காற்று உங்கள் பக்கம் வீசுகிறது|{obl} {themes} விஷயங்களில் பாதை எளிதாகும்].',
    '{md} திசையில் {ad} புக்தி நடக்கிறது, புக்தி நாதரின் கோசாரமும் நன்றாக உள்ளது, சந்திரனுக்கு {house} வீட்டில்: {themes} [விஷயங்களுக்குத் துணை|விஷயங்களுக்கு பலம்] கிடைக்கும்.',
    '{ad} புக்தி நடக்கும் இந்த நேரத்தில் புக்தி நாதர் {graha} உங்கள் ராசிக்கு {house} வீட்டில் [சஞ்சரிக்கிறார்|கோசாரம் செய்கிறார்], இது [சாதகமான இடம்|நல்ல நிலை]; [{obl} {themes} விஷயங்களில் தைரியமாக முன்னேறுங்கள்|{obl} {themes} விஷயங்களில் முயற்சிக்குப் பலன் உண்டு].',
    '[{md} திசை, {ad} புக்தி|{md} திசையின் {ad} புக்தி] நடக்கிறது; [புக்தி நாதரான {graha}|புக்தியை நடத்தும் {graha}] சந்திரனுக்கு {house} வீட்டில் இருப்பதால் {themes} விஷயங்களில் [கதவுகள் திறக்கும்|நல்ல செய்தி வரலாம்|முயற்சி எளிதாகும்].',
    '[கோசாரத்தில்|இப்போதைய கோசாரத்தில்] புக்தி நாதர் {graha} உங்கள் ராசிக்கு {house} வீட்டில் இருக்கிறார், அது [அவருக்கு நல்ல இடம்|சுபமான நிலை]: [{obl} {themes} விஷயங்களுக்கு இது துணை|{obl} {themes} விஷயங்களில் காரியம் கைகூடும்].',
  ],
  dashaTransitHard: [
    'புக்தி நாதர் {graha} உங்கள் ராசிக்கு {house} வீட்டில் கோசாரம் செய்கிறார், இது [எளிதான இடம் அல்ல|கடினமான நிலை], [எனவே {obl} {themes} விஷயங்களில் பொறுமை காருங்கள்|ஆகவே {obl} {themes} விஷயங்களில் மெதுவாகச் செல்லுங்கள்].',
    '{md} திசையில் {ad} புக்தி நடக்கிறது, ஆனால் புக்தி நாதரின் கோசாரம் சந்திரனுக்கு {house} வீட்டில் உள்ளது, [எனவே {themes} விஷயங்களின் வேகம் குறைவாக இருக்கும்|ஆகவே {themes} விஷயங்களில் அவசரம் வேண்டாம்].',
    '{ad} புக்தி நடக்கும் இந்த நேரத்தில் புக்தி நாதர் {graha} உங்கள் ராசிக்கு {house} வீட்டில் [சஞ்சரிக்கிறார்|கோசாரம் செய்கிறார்], இது [சாதகமான இடம் அல்ல|சிரமமான நிலை]; [{obl} {themes} விஷயங்களில் பெரிய முடிவுகளைத் தள்ளிவையுங்கள்|{obl} {themes} விஷயங்களில் நிதானமே நல்லது].',
    '[{md} திசை, {ad} புக்தி|{md} திசையின் {ad} புக்தி] நடக்கிறது; [புக்தி நாதரான {graha}|புக்தியை நடத்தும் {graha}] சந்திரனுக்கு {house} வீட்டில் இருப்பதால் {themes} விஷயங்களில் [தடைகள் வரலாம், பொறுமை காருங்கள்|எதிர்பார்ப்பைக் குறைத்து உழையுங்கள்|வேகத்தைவிட விவேகமே முக்கியம்].',
    '[கோசாரத்தில்|இப்போதைய கோசாரத்தில்] புக்தி நாதர் {graha} உங்கள் ராசிக்கு {house} வீட்டில் இருக்கிறார், அது [அவருக்கு எளிதான இடம் அல்ல|கடினமான நிலை]: [{obl} {themes} விஷயங்களை மெதுவாகக் கையாளுங்கள்|{obl} {themes} விஷயங்களில் அவசரப்பட்டால் இழப்பு வரலாம்].',
  ],
  // புக்தி நாதர் காலத்துக்குள் ராசி மாறுகிறார்: {legs} ஒவ்வொரு ராசியையும் அதன் தேதிகளோடு சொல்கிறது.
  dashaTransitMoves: [
    '{md} திசையில் புக்தி நாதர் {graha} {obl} ஒரே ராசியில் நிற்பதில்லை: {legs}; [எனவே {themes} விஷயங்களின் போக்கு {marks} பார்த்து மாறும்|ஆகவே {themes} விஷயங்களில் {marks} பார்த்து நடங்கள்].',
    '{md} திசையில் {ad} புக்தி நடக்கிறது, {obl} புக்தி நாதர் ராசி மாறுகிறார்: {legs}; [{themes} வேலைகளை {marks} பார்த்துச் செய்யுங்கள்|{themes} திட்டங்களை {marks} பார்த்து அமையுங்கள்].',
    '{ad} புக்தியை நடத்தும் {graha} {obl} ராசி மாறுகிறார்: {legs}; [எனவே {themes} விஷயங்களை {marks} பார்த்து அமையுங்கள்|ஆகவே {themes} விஷயங்களில் {marks} பார்த்தே முடிவெடுங்கள்].',
  ],
  dashaPlain: [
    '[இவை அனைத்துக்கும் அடியில்|பின்னணியில்] உங்கள் {md} திசையும் {ad} புக்தியும் {end} வரை நடக்கின்றன, இது {themes} விஷயங்களுக்கான காலம்.',
    '{end} வரை நடக்கும் {md} திசை, {ad} புக்தி {themes} விஷயங்களை [பின்னணியில்|உள்ளுக்குள்] [இயக்கிக்கொண்டிருக்கும்|உயிர்ப்புடன் வைத்திருக்கும்].',
    '[அடிப்படையில்|ஆழத்தில்] {end} வரை {md} திசையில் {ad} புக்தி நடக்கிறது, [எனவே|ஆகவே] {themes} விஷயங்கள் [மெல்ல மெல்ல உருவாகும்|உள்ளுக்குள் வளர்ந்துகொண்டிருக்கும்].',
    '{md} திசை, {ad} புக்தி {end} வரை [நீடிக்கும்|தொடரும்]; [இந்தக் காலத்தின் அடிநாதம்|இதன் மையக் கருத்து] {themes} விஷயங்கள்.',
  ],
} as const;

/**
 * The help or hindrance of the balance, as a noun phrase the summary and the closing can hold
 * ("… உங்களுக்குத் துணை"). Tamil nouns take no gender agreement, so one shape serves every verb.
 */
export function factorPhrase(ctx: TaCtx, f: Factor, help: boolean): string {
  const { pen } = ctx;
  const g = f.graha ? grahaOfTa(f.graha) : null;
  const h = f.house;
  switch (f.key) {
    case 'moon-house':
      return help ? `${pen.pick(HOUSE_GOOD_TA[h!]!)} விஷயங்களில் சந்திரனின் உதவி` : `${pen.pick(HOUSE_HARD_TA[h!]!)} விஷயங்களின் சவால்`;
    case 'chandrashtama': return 'சந்திராஷ்டம நேரம்';
    case 'tara': return help ? 'சாதகமான தாரையின் அருள்' : 'பாதகமான தாரையின் தடை';
    case 'panchang-yoga': return help ? 'காலைச் சுப யோகத்தின் உதவி' : 'காலைக் கடின யோகத்தின் தடை';
    case 'vishti': return 'பத்திரை (விஷ்டி கரணம்)';
    case 'moon-over': return `உங்கள் ஜாதகத்தின் ${f.graha ? ctx.names.graha(f.graha) : ''} மீது சந்திரனின் சஞ்சாரம்`;
    case 'dasha-lord': return help ? `${grahaStemTa(f.graha!)} திசையின் பலம்` : `${grahaStemTa(f.graha!)} திசையின் சவால்`;
    case 'dasha-sub-lord': return help ? `${grahaStemTa(f.graha!)} புக்தி` : `${grahaStemTa(f.graha!)} புக்தியின் இழுபறி`;
    case 'sade-sati': return 'ஏழரைச் சனி';
    case 'slow-transit':
    case 'fast-transit': {
      // As in English: a slow transit weighed by its Ashtakavarga bindus (பரல்கள்) names them.
      const bindus = f.bindus === undefined ? '' : `அஷ்டகவர்க்கத்தில் ${f.bindus} பரல்கள் கொண்ட `;
      return help ? `உங்கள் ராசிக்கு ${bhava(h!)} வீட்டில் ${g} ${bindus}சுப நிலை` : `${pen.pick(HOUSE_SHORT_TA[h!]!)} விஷயங்களுக்கு ${g} ${bindus}பாதக நிலை`;
    }
    case 'topic-transit': {
      // As in English: the transit in the count it was judged in, never the natal graha's strength.
      const where = f.from === 'moon' ? `சந்திர ராசிக்கு ${bhava(h!)} வீட்டில்` : `லக்னத்துக்கு ${bhava(h!)} வீட்டில்`;
      return help ? `${where} ${g} கோசாரத்தின் உதவி` : `${where} ${g} கோசாரத்தின் இழுபறி`;
    }
    case 'week-day': return help ? 'வாரத்தின் நல்ல நாட்களின் உதவி' : 'வாரத்தின் மெதுவான நாட்களின் தொய்வு';
    default:
      if (g && h) {
        // "Strength" and "weakness" only where the strength model says so (score above 2, below −2).
        const score = ctx.facts.natal.grahas[f.graha!].score;
        if (help) return score > 2 ? `உங்கள் ${bhava(h)} வீட்டில் ${g} பலம்` : `உங்கள் ${bhava(h)} வீட்டில் ${g} இருப்பு`;
        return score < -2 ? `உங்கள் ${bhava(h)} வீட்டில் ${g} பலவீனம்` : `உங்கள் ${bhava(h)} வீட்டின் மீது ${g} இழுபறி`;
      }
      if (g) return help ? `${g} அருள்` : `${g} பலவீனம்`;
      return help ? 'காலத்தின் சாதகம்' : 'காலத்தின் சிரமம்';
  }
}

/** '14 மார்ச் வரை சிம்ம ராசியில் (உங்கள் ராசிக்கு ஐந்தாம் வீட்டில், நல்ல நிலை), பிறகு 14 மார்ச் முதல் கன்னி ராசியில் (ஆறாம் வீட்டில், கடினமான நிலை)'; a daily says hours. */
function legsTa(ctx: TaCtx, legs: readonly LordLeg[]): string {
  const when = (st: Stamp) => (ctx.facts.readingType === 'daily' ? timeTa(st.time) : dayMonthTa(st.date));
  return legs.map((l, i) => {
    const span = l.from && l.until ? `${when(l.from)} முதல் ${when(l.until)} வரை ` : l.from ? `${when(l.from)} முதல் ` : l.until ? `${when(l.until)} வரை ` : '';
    const house = i === 0 ? `உங்கள் ராசிக்கு ${bhava(l.houseFromMoon)} வீட்டில்` : `${bhava(l.houseFromMoon)} வீட்டில்`;
    return `${i === 0 ? '' : 'பிறகு '}${span}${signTa(l.sign)} ராசியில் (${house}, ${l.good ? 'நல்ல நிலை' : 'கடினமான நிலை'})`;
  }).join(', ');
}

export const commonWriters: Pick<BlockWriters<NamesTa>, 'dasha-line' | 'closing'> = {
  'dasha-line': (b, ctx) => {
    const { pen, names } = ctx;
    const link = b.link;
    const ownEnd = dayMonthYearTa(link.graha === b.antardasha.lord ? b.antardasha.end : b.mahadasha.end);
    const ownLevel = link.graha === b.antardasha.lord ? 'புக்தி' : 'திசை';
    const base = {
      ownLevel, md: grahaStemTa(b.mahadasha.lord), ad: grahaStemTa(b.antardasha.lord), end: dayMonthYearTa(b.antardasha.end), ownEnd,
      graha: names.graha(link.graha), grahaOf: grahaOfTa(link.graha), stem: grahaStemTa(link.graha), themes: pen.pick(DASHA_THEMES_TA[link.graha]!), obl: OBL_TA[b.light]!,
    };
    const say = (pool: readonly string[], slots: Record<string, string>) => ({ text: sayTa(ctx, pool, { ...base, ...slots }), join: 'paragraph' as const });
    switch (link.key) {
      case 'change-in-period': return say(COMMON_POOLS.dashaChange, { level: levelTa(link.level), date: dayMonthYearTa(link.start) });
      case 'moon-in-lord-sign': {
        const house = ctx.facts.natal.grahas[link.graha].house;
        return say(COMMON_POOLS.dashaMoonInLord, { sign: names.sign(link.sign), house: bhava(house), short: pen.pick(HOUSE_SHORT_TA[house]!) });
      }
      case 'lord-rules-topic': return say(COMMON_POOLS.dashaRulesTopic, { house: ruledHouseTa(ctx.facts, link.graha, link.house), short: pen.pick(HOUSE_SHORT_TA[link.house]!) });
      case 'lord-in-topic': return say(COMMON_POOLS.dashaInTopic, { house: bhava(link.house), short: pen.pick(HOUSE_SHORT_TA[link.house]!) });
      case 'lord-transit': return say(link.good ? COMMON_POOLS.dashaTransitGood : COMMON_POOLS.dashaTransitHard, { house: bhava(link.houseFromMoon) });
      case 'lord-transit-moves': return say(COMMON_POOLS.dashaTransitMoves, { legs: legsTa(ctx, link.legs), marks: b.light === 'daily' ? 'நேரம்' : 'தேதி' });
      case 'plain': return say(COMMON_POOLS.dashaPlain, {});
    }
  },

  closing: (b, ctx) => {
    const { pen, names, facts } = ctx;
    const slots = {
      name: facts.person.firstName, obl: OBL_TA[b.type]!, for: FOR_TA[b.type]!,
      graha: b.remedy ? names.graha(b.remedy.graha) : '', remedy: b.remedy ? remedyTa(b.remedy) : '',
    };
    const sentences = closingSentences(CLOSING_WORDS_TA, pen, b.tone, facts.person.stage, b.remedy !== null, slots, (pool, s) => sayTa(ctx, pool, s));
    return { text: sentences.join(' '), join: 'paragraph' };
  },
};
