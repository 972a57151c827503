/**
 * Tamil wording of the daily's four areas with their scores, and of its times: sunrise, sunset,
 * moonrise, the good choghadiya still ahead and soolam (the direction not to travel in). Written in
 * Tamil from the same blocks as the English, not translated from it.
 */
import type { Pen } from '../pen';
import type { BlockWriters } from '../locale';
import type { Area, AreaReason, AreaVerdict, Tone } from '../../judgement/plan';
import type { NamesTa } from './names';
import { bhava, grahaTa, listTa, nakshatraTa, rangeTa, tidyTa, timeTa } from './names';
import { TARAS_TA } from './lore';
import { placeTa } from './place-names';

export const AREA_TA: Record<Area, string> = { love: 'காதல்', career: 'தொழில்', money: 'பணம்', health: 'உடல்நலம்' };
const AREA_WORD_TA: Record<Area, string> = { love: 'காதல் விஷயம்', career: 'வேலை விஷயம்', money: 'பண விஷயம்', health: 'உடல்நலம்' };
const AREA_HOUSES_TA: Record<Area, string> = { love: 'ஐந்தாம், ஏழாம்', career: 'பத்தாம், ஆறாம்', money: 'இரண்டாம், பதினொன்றாம்', health: 'முதல், ஆறாம், எட்டாம்' };

export const AREA_POOLS_TA = {
  dayScore: [
    'இன்றைய மதிப்பெண்: 5-க்கு {score}, {tone}, காரணம்: {why}.',
    '[நாளின் மதிப்பெண்|இன்று உங்கள் மதிப்பெண்] 5-க்கு {score}, {tone}: {why}.',
    '5-க்கு {score} மதிப்பெண், அதாவது {tone}; ஏனெனில் {why}.',
  ],
  toneBright: ['முழுமையாகத் துணை நிற்கும் நாள்', 'நல்ல ஒத்துழைப்பு கிடைக்கும் நாள்', 'சிறந்த நாட்களில் ஒன்று'],
  toneSteady: ['நல்ல, நிலையான நாள்', 'உங்கள் பக்கம் சாய்ந்த நாள்', 'வேலைக்கு ஏற்ற உறுதியான நாள்'],
  toneMixed: ['கலவையான நாள், நேரம் பார்த்து நடங்கள்', 'கொடுக்கல் வாங்கல் சமமான நாள்', 'சமநிலையான நாள்'],
  toneCareful: ['முன்னேறுவதைவிடக் கவனமாக நடக்க வேண்டிய நாள்', 'மெதுவாகச் செல்ல வேண்டிய நாள்', 'பந்தயங்களைச் சிறிதாக வைக்க வேண்டிய நாள்'],
  quiet: [
    'இன்று எந்தக் கோசாரமும் உங்கள் {houses} வீடுகளைத் தொடவில்லை, எனவே {word} நாளின் போக்கிலேயே செல்லும்',
    'உங்கள் {houses} வீடுகள் இன்று அமைதியாக உள்ளன, எனவே {word} நாளின்படியே இருக்கும்',
    'இன்று {word} குறித்துத் தனியான அறிகுறி இல்லை, அது நாளோடு சேர்ந்தே செல்லும்',
  ],
  counselLow: {
    love: ['பேச்சை மென்மையாக வைத்து, கடினமான விவாதத்தை வேறு நாளுக்கு வையுங்கள்', 'அன்புக்குரியவர்களிடம் பொறுமையாக இருந்து சிறு விஷயங்களை விட்டுவிடுங்கள்', 'இன்று துணைவர் சொல்வதை அதிகம் கேளுங்கள், குறைவாகப் பேசுங்கள்'],
    career: ['புதிதாகத் தொடங்குவதற்குப் பதில் பழைய வேலையை முடித்து, அலுவலக மோதலைத் தவிருங்கள்', 'அமைதியாக உங்கள் வேலையை முடித்து, நிலுவைப் பணிகளை நிறைவு செய்யுங்கள்', 'மேலதிகாரிகளுடன் மோதலைத் தவிர்த்து அன்றாட வேலையில் நில்லுங்கள்'],
    money: ['செலவு, கடன், பந்தயம் ஆகியவற்றைத் தவிருங்கள்', 'அபாயத்திலிருந்தும் கடனிலிருந்தும் கையை இழுத்துக்கொள்ளுங்கள்', 'பொருள் வாங்குவதையும் ஊக வணிகத்தையும் இன்று தள்ளிவையுங்கள்'],
    health: ['அதிகம் ஓய்வெடுத்து, எளிய உணவு உண்டு, அளவுக்கு மீறி உழைக்காதீர்கள்', 'உடலை வருத்தாமல் சீக்கிரம் உறங்குங்கள்', 'உணவை லேசாகவும் உழைப்பை அளவோடும் வையுங்கள்'],
  },
  counselMid: {
    love: ['உறவுகளில் இயல்பையும் அன்பையும் காத்திடுங்கள்', 'பெரிய வாக்குறுதிகளைவிடச் சிறு அக்கறையே பயன் தரும்', 'அன்புக்குரியவர்களுடன் வழக்கமான, அன்பான நாள்'],
    career: ['கையில் உள்ள வேலையில் நில்லுங்கள்', 'திட்டமிட்ட வேலையே நன்றாக நடக்கும்', 'திட்டப்படி வேலை செய்யுங்கள், பெரிய அடிகள் பிறகு'],
    money: ['செலவைத் திட்டத்துக்குள் வையுங்கள்', 'பட்ஜெட்டுக்குள் இருந்தால் பண விஷயங்கள் சீராக இருக்கும்', 'அன்றாடக் கணக்கு சரியாக இருக்கும், ஊக வணிகத்திலிருந்து விலகியிருங்கள்'],
    health: ['உணவையும் தூக்கத்தையும் ஒழுங்காக வையுங்கள்', 'ஒழுங்கான அன்றாட வழக்கம் உங்களை நலமாக வைக்கும்', 'உணவு, ஓய்வு இரண்டிலும் உங்கள் வழக்கமான தாளத்தைக் காத்திடுங்கள்'],
  },
  counselHigh: {
    love: ['இனிய சொற்கள் பலன் தரும்', 'துணைவருடனோ குடும்பத்துடனோ செலவிடும் நேரம் பலன் தரும்', 'இன்று அன்புக்கு அன்பே பதிலாகக் கிடைக்கும்'],
    career: ['ஈடுபாட்டுடன் செய்யும் வேலை கவனிக்கப்படும்', 'இன்று உங்கள் வேலை நன்றாகத் தெரியும்', 'வேலையில் செலுத்தும் உழைப்புக்குப் பலன் கிடைக்கும்'],
    money: ['வழக்கமான வருமானம் எளிதாக வரும்', 'சம்பாத்தியமும் வர வேண்டிய பணமும் எளிதாக வந்து சேரும்', 'நின்றுபோன அல்லது சம்பாதித்த பணம் எளிதாகக் கைக்கு வரும்'],
    health: ['சக்தி நன்றாக உள்ளது, அதைச் சரியாகப் பயன்படுத்துங்கள்', 'சுறுசுறுப்பு கூடியுள்ளது; உடற்பயிற்சியும் நடையும் செய்யுங்கள்', 'இன்று உடலில் நிறைந்த சக்தி இருக்கும்'],
  },
  sun: ['{place} நேரப்படி சூரிய உதயம் {rise}, சூரிய அஸ்தமனம் {set}', '{place} நேரப்படி சூரியன் {rise} மணிக்கு உதித்து {set} மணிக்கு மறைவார்', 'இன்று {place} நேரப்படி சூரிய உதயம் {rise} மணிக்கு, அஸ்தமனம் {set} மணிக்கு'],
  /** On a Rikta tithi or Amavasya the good hours are not offered for starting things. */
  choghadiyaNoStart: ['{which} நல்ல சௌகடியா நேரங்கள்{past}, இவை இன்றைய அன்றாட வேலைகளுக்கு, புதிய தொடக்கத்துக்கு அல்ல: {list}.'],
  choghadiya: ['{which} நல்ல சௌகடியா நேரங்கள்{past}: {list}.', '{which} சுப சௌகடியாக்கள்{past}: {list}.'],
  // Only on a day whose star, chandrashtama or tithi does not hold starts back.
  choghadiyaStart: ['முக்கிய வேலை ஏதும் தொடங்க வேண்டுமானால் {which} நல்ல சௌகடியா நேரங்கள்{past}: {list}.'],
  disha: [
    'இன்று சூலம் {dir} திசையில்: அந்தத் திசை நோக்கிப் பயணம் புறப்படாதீர்கள்.',
    'இன்று சூலம் {dir} திசையில், எனவே அந்தப் பக்கப் பயணத்தை இன்று தொடங்காதீர்கள்.',
    'இன்று சூலம் {dir} திசையில்: அந்தத் திசைப் பயணத்தை வேறு நாளுக்கு வையுங்கள்.',
  ],
} as const;

const TONE_POOL_TA: Record<Tone, readonly string[]> = { bright: AREA_POOLS_TA.toneBright, steady: AREA_POOLS_TA.toneSteady, mixed: AREA_POOLS_TA.toneMixed, careful: AREA_POOLS_TA.toneCareful };

export const DIRECTION_TA = { east: 'கிழக்கு', west: 'மேற்கு', north: 'வடக்கு', south: 'தெற்கு' } as const;

/**
 * The engine's good choghadiya by their own names in Tamil script. They are not the Gowri
 * panchangam's periods (another reckoning, with its own order), so they are called சௌகடியா, never கௌரி or நல்ல நேரம் (the Gowri reckoning's own name, which the reading gives the Nalla Neram).
 */
const CHOGHADIYA_TA = { Amrit: 'அமிர்தம்', Shubh: 'சுபம்', Labh: 'லாபம்', Char: 'சரம்' } as const;

function reasonTa(r: AreaReason): string {
  switch (r.key) {
    case 'tara': {
      const t = TARAS_TA[r.tara - 1]!;
      // A star that holds only part of the day is named with its hours: the day has two.
      const nak = nakshatraTa(r.nakshatra);
      if (!r.start && !r.end) return `இன்றைய நட்சத்திரம் ${nak} உங்களுக்கு ${t.name} தாரை (${t.meaning})`;
      const hours = r.start && r.end ? `${timeTa(r.start)} முதல் ${timeTa(r.end)} வரை` : r.start ? `${timeTa(r.start)} முதல்` : `${timeTa(r.end!)} வரை`;
      return `${hours} உள்ள ${nak} நட்சத்திரம் உங்களுக்கு ${t.name} தாரை (${t.meaning})`;
    }
    case 'chandra-bala':
      return r.good ? `சந்திரன் உங்கள் ஜென்ம ராசிக்கு ${bhava(r.house)} வீட்டில் பலமாக இருக்கிறார் (சந்திர பலம்)` : `ஜென்ம ராசிக்கு ${bhava(r.house)} வீட்டில் சந்திரனுக்குப் பலம் இல்லை (சந்திர பலம்)`;
    case 'chandrashtama':
      return 'சந்திரன் உங்கள் ஜென்ம ராசிக்கு எட்டாம் வீட்டில் இருக்கிறார் (சந்திராஷ்டமம்)';
    case 'moon-in-house':
      return r.good ? `சந்திரன் உங்கள் ${bhava(r.house)} வீட்டுக்குப் பலம் தருகிறார்` : `சந்திரன் உங்கள் ${bhava(r.house)} வீட்டின் மீது அழுத்தம் தருகிறார்`;
    case 'dasha-lord':
      return `உங்கள் ${r.level === 'mahadasha' ? 'திசா' : 'புக்தி'} நாதர் ${grahaTa(r.graha)}, ${bhava(r.house)} வீட்டோடு தொடர்புடையவர், உங்கள் ஜாதகத்தில் ${r.good ? 'பலமாக' : 'பலவீனமாக'} இருக்கிறார்`;
    case 'moon-over':
      return `சந்திரன் ${bhava(r.house)} வீட்டில் உள்ள உங்கள் ஜாதகத்தின் ${grahaTa(r.graha)} மீது கடக்கிறார்`;
    case 'panchang':
      return r.good ? 'பஞ்சாங்கத்தின் யோகமும் கரணமும் நாளுக்குச் சாதகம்' : 'பஞ்சாங்கத்தின் யோகமோ கரணமோ நாளுக்குச் சாதகமாக இல்லை';
  }
}

/** An area's own reasons (or that nothing touches it) and its counsel, as one Tamil sentence. */
export function areaLineTa(a: AreaVerdict, pen: Pen): string {
  const level = a.score <= 2 ? AREA_POOLS_TA.counselLow : a.score === 3 ? AREA_POOLS_TA.counselMid : AREA_POOLS_TA.counselHigh;
  const why = a.reasons.length ? listTa(a.reasons.map(reasonTa)) : pen.say(AREA_POOLS_TA.quiet, { houses: AREA_HOUSES_TA[a.area], word: AREA_WORD_TA[a.area] }, false);
  return tidyTa(`${why}; ${pen.pick(level[a.area])}.`);
}

export function dayScoreLineTa(score: number, tone: Tone, shared: readonly AreaReason[], pen: Pen): string {
  return tidyTa(pen.say(AREA_POOLS_TA.dayScore, { score: String(score), tone: pen.pick(TONE_POOL_TA[tone]), why: listTa(shared.map(reasonTa)) }, false));
}

export const dayAreaWritersTa: Pick<BlockWriters<NamesTa>, 'day-areas' | 'day-times'> = {
  'day-areas': (b, ctx) => {
    const lines = [dayScoreLineTa(b.dayScore, b.tone, b.shared, ctx.pen)];
    // The four areas are a list: items without a stop of their own, the last one closing it.
    b.areas.forEach((a, i) => lines.push(`${AREA_TA[a.area]} ${a.score}/5: ${areaLineTa(a, ctx.pen).replace(/\.$/, i === b.areas.length - 1 ? '.' : '')}`));
    return { text: lines.join('\n'), join: 'paragraph' };
  },

  'day-times': (b, ctx) => {
    const { pen } = ctx;
    // The times as lists more than prose: the Sun and Moon with soolam, then the good hours.
    const parts: string[] = [];
    const sun = b.sunrise && b.sunset ? pen.say(AREA_POOLS_TA.sun, { place: placeTa(b.place), rise: timeTa(b.sunrise), set: timeTa(b.sunset) }, false) : `${placeTa(b.place)} பகுதியில் இன்று சூரிய உதயமும் அஸ்தமனமும் இல்லை`;
    const moon = b.moonrise ? `சந்திர உதயம் ${b.moonrise.nextDay ? 'நள்ளிரவுக்குப் பின் ' : ''}${timeTa(b.moonrise.time)} மணிக்கு` : 'அடுத்த சூரிய உதயத்துக்கு முன் சந்திர உதயம் இல்லை';
    parts.push(`${sun}, ${moon}`);
    const window = (w: (typeof b.choghadiya)[number]) => `${CHOGHADIYA_TA[w.name]} ${rangeTa(w.start, w.end)}${w.travel ? ' (பயணத்துக்கு)' : ''}`;
    const day = b.choghadiya.filter((w) => !w.night).map(window);
    const night = b.choghadiya.filter((w) => w.night).map(window);
    const notes = [
      b.askedAt ? `நீங்கள் ${timeTa(b.askedAt)} மணிக்குக் கேட்டீர்கள், அதற்கு முந்தைய சுப நேரங்கள் கடந்துவிட்டன` : '',
      b.inKaal ? 'ராகு காலம், எமகண்டம், குளிகையில் விழுபவை விடப்பட்டுள்ளன' : '',
      b.travel ? '' : 'இன்று பயணத்துக்கு ஆலோசனை இல்லை, எனவே சரம் விடப்பட்டுள்ளது',
    ].filter(Boolean);
    const past = notes.length ? ` (${notes.join('; ')})` : '';
    if (day.length || night.length) {
      const list = [day.length ? listTa(day) : '', night.length ? `சூரிய அஸ்தமனத்துக்குப் பின் ${listTa(night)}` : ''].filter(Boolean).join(', ');
      parts.push(tidyTa(pen.say(b.barsBeginnings ? AREA_POOLS_TA.choghadiyaNoStart : b.starts ? [...AREA_POOLS_TA.choghadiya, ...AREA_POOLS_TA.choghadiyaStart] : AREA_POOLS_TA.choghadiya, { which: b.askedAt ? 'இன்றைய மீதமுள்ள' : 'இன்றைய', past, list }, false)).replace(/\.$/, ''));
    } else {
      parts.push(`இன்று சுப நேரம் எதுவும் மீதமில்லை${past}`);
    }
    // Two sentences, so the paragraph stays short enough for a phone: the Sun, Moon and soolam, then the windows.
    const disha = pen.say(AREA_POOLS_TA.disha, { dir: DIRECTION_TA[b.dishaShool] }, false).replace(/\.$/, '');
    return { text: `${parts[0]}; ${disha}. ${parts[1]}.`, join: 'paragraph' };
  },
};
