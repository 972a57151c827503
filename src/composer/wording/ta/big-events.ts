/**
 * Tamil wording of a window's big events (judgement/big-events.ts), written from the same blocks
 * as the English: one dated sentence each, Saturn's standing over the Moon first, named as Tamil
 * jothidam names it: ஏழரைச் சனி with its three phases, அஷ்டமச் சனி, கண்டகச் சனி.
 */
import type { BigEvent, Block } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { inThrees } from '../clause-groups';
import type { Clause, NamesTa } from './names';
import { bhava, compoundTa, dayMonthYearTa, grahaStemTa, signTa } from './names';

export const BIG_EVENT_POOLS = {
  nowSadeSati: [
    'சந்திர ராசிக்கு {house} வீட்டில் ({sign} ராசியில்) சனி இருக்கிறார்: {text} காலத்தின் {short} நடக்கிறது',
    '{sign} ராசியில், சந்திர ராசிக்கு {house} வீட்டில் சனி இருப்பதால் உங்களுக்கு {text} காலத்தின் {short} நடக்கிறது',
  ],
  nowAshtama: [
    'சந்திர ராசிக்கு எட்டாம் வீட்டில் ({sign} ராசியில்) சனி இருக்கிறார்: இது {text}, [உடல்நலத்தைக் காத்திடுங்கள்|அபாயத்தைத் தவிருங்கள்]',
    '{sign} ராசியில், சந்திர ராசிக்கு எட்டில் சனி இருப்பதால் {text} நடக்கிறது',
  ],
  nowKantaka: [
    'சந்திர ராசிக்கு {house} வீட்டில் ({sign} ராசியில்) சனி இருக்கிறார்: இது {text}, {short} விஷயங்களில் பொறுமை காருங்கள்',
    '{sign} ராசியில், சந்திர ராசிக்கு {house} வீட்டுச் சனியால் {text} நடக்கிறது, இது {short} விஷயங்களுக்குக் கனமானது',
  ],
  saturnLeaves: ['சனி {date} அன்று {sign} ராசியை விட்டு நகர்வார்', 'சனி {sign} ராசியைக் கடந்து செல்லும் {date} அன்று இந்த நிலை முடியும்'],
  sadeBegins: ['{date} அன்று சனி சந்திர ராசிக்குப் பன்னிரண்டாம் வீட்டுக்கு ({sign} ராசிக்கு) வருவார், {text} [தொடங்கும்|ஆரம்பமாகும்]', 'சனி சந்திர ராசிக்குப் பன்னிரண்டாம் வீடான {sign} ராசிக்கு வரும் {date} அன்று உங்கள் {text} [தொடங்கும்|ஆரம்பமாகும்]'],
  sadeResumes: ['{date} அன்று சனி மீண்டும் {sign} ராசிக்கு, சந்திர ராசிக்குப் பன்னிரண்டாம் வீட்டுக்குத் திரும்புவார், {text} காலத்தின் முதல் கட்டம் [மீண்டும் நடக்கும்|மறுபடி தொடரும்]'],
  sadePeak: ['{date} அன்று சனி உங்கள் சந்திர ராசியான {sign} ராசிக்குள் பிரவேசிப்பார், உங்கள் {text} உச்சத்தை அடையும்', 'சனி உங்கள் சந்திர ராசியான {sign} ராசிக்கு வரும் {date} அன்று உங்கள் {text} காலத்தின் உச்சக் கட்டம் [தொடங்கும்|ஆரம்பமாகும்]'],
  sadePeakAgain: ['{date} அன்று சனி மீண்டும் உங்கள் சந்திர ராசியான {sign} ராசிக்குத் திரும்புவார், {text} காலத்தின் உச்சக் கட்டம் [மீண்டும் நடக்கும்|மறுபடி தொடரும்]'],
  sadeSetting: ['{date} அன்று சனி {sign} ராசிக்கு, சந்திர ராசிக்கு இரண்டாம் வீட்டுக்குச் செல்வார்: உங்கள் {text} காலத்தின் இறங்குமுகமான கடைசிக் கட்டம் [தொடங்கும்|ஆரம்பமாகும்]', 'சனி சந்திர ராசிக்கு இரண்டாம் வீடான {sign} ராசிக்குச் செல்லும் {date} அன்று உங்கள் {text} காலத்தின் கடைசிக் கட்டம் [தொடங்கும்|ஆரம்பமாகும்]'],
  sadeSettingAgain: ['{date} அன்று சனி மீண்டும் {sign} ராசிக்கு, சந்திர ராசிக்கு இரண்டாம் வீட்டுக்குத் திரும்புவார், {text} காலத்தின் இறங்குமுகக் கட்டம் [மீண்டும் நடக்கும்|மறுபடி தொடரும்]'],
  sadeEnds: ['{date} அன்று சனி {sign} ராசிக்கு, சந்திர ராசிக்கு மூன்றாம் வீட்டுக்குச் செல்வார், உங்கள் {text} நிறைவடையும்', 'சனி {sign} ராசிக்கு நகரும் {date} அன்று உங்கள் {text} நிறைவடையும்'],
  ashtamaBegins: ['{date} அன்று சனி சந்திர ராசிக்கு எட்டாம் வீட்டுக்கு ({sign} ராசிக்கு) வருவார்: {text} [தொடங்கும்|ஆரம்பமாகும்]', 'சனி சந்திர ராசிக்கு எட்டாம் வீடான {sign} ராசிக்கு வரும் {date} அன்று {text} [தொடங்கும்|ஆரம்பமாகும்]'],
  ashtamaResumes: ['{date} அன்று சனி மீண்டும் {sign} ராசிக்கு, சந்திர ராசிக்கு எட்டாம் வீட்டுக்குத் திரும்புவார், {text} [மீண்டும் நடக்கும்|மறுபடி தொடரும்]'],
  kantakaBegins: ['{date} அன்று சனி சந்திர ராசிக்கு {house} வீட்டுக்கு ({sign} ராசிக்கு) வருவார்: {text} [தொடங்கும்|ஆரம்பமாகும்], {short} விஷயங்களுக்குக் கனமாக', 'சனி சந்திர ராசிக்கு {house} வீட்டுக்கு ({sign} ராசிக்கு) வரும் {date} அன்று {text} [தொடங்கும்|ஆரம்பமாகும்]'],
  kantakaResumes: ['{date} அன்று சனி மீண்டும் {sign} ராசிக்கு, சந்திர ராசிக்கு {house} வீட்டுக்குத் திரும்புவார், {text} [மீண்டும் நடக்கும்|மறுபடி தொடரும்]'],
  jupiterReturn: ['{date} அன்று குரு, நீங்கள் பிறந்தபோது அவர் இருந்த {sign} ராசிக்குத் திரும்புவார்: இது உங்கள் ஜாதகக் குருவின் மீள்வருகை', 'உங்கள் ஜாதகத்தில் குரு இருக்கும் {sign} ராசிக்கு {date} அன்று குரு திரும்புவார்'],
  jupiterReturnAgain: ['{date} அன்று குரு மீண்டும் தன் ஜென்ம ராசியான {sign} ராசிக்கு வருவார், அவரது மீள்வருகை நிறைவடையும்'],
  nodeAxis: ['{date} அன்று ராகு, கேது பெயர்ச்சி: ராகு {sign} ராசிக்கும் கேது {sign2} ராசிக்கும் செல்வார்கள்', 'ராகுவும் கேதுவும் {date} அன்று ராசி மாறுவார்கள், ராகு {sign} ராசிக்கு, கேது {sign2} ராசிக்கு'],
  mahadasha: ['{date} அன்று {stem} திசை [தொடங்கும்|ஆரம்பமாகும்]', 'ஒரு புதிய திசை {date} அன்று [தொடங்கும்|ஆரம்பமாகும்]: {stem} திசை'],
  antardasha: ['{date} அன்று {stem} புக்தி [தொடங்கும்|ஆரம்பமாகும்]', '{stem} புக்தி {date} முதல் [தொடங்கும்|நடக்கும்]'],
} as const;

const P = BIG_EVENT_POOLS;
/** The phase as Tamil names it: 'முதல் கட்டமான விரயச் சனி'. */
const SADE_PHASE_TA = { rising: 'முதல் கட்டமான விரயச் சனி', peak: 'உச்சக் கட்டமான ஜென்மச் சனி', setting: 'கடைசிக் கட்டமான பாதச் சனி' } as const;
const KANTAKA_SHORT_TA: Record<number, string> = { 4: 'வீடு, மன அமைதி', 7: 'கூட்டுத்தொழில், திருமணம்', 10: 'வேலை, கௌரவம்' };
/** Saturn's fourth from the Moon is அர்த்தாஷ்டமச் சனி in Tamil; the seventh and tenth, கண்டகச் சனி. */
const KANTAKA_NAME_TA: Record<number, string> = { 4: 'அர்த்தாஷ்டமச் சனி', 7: 'கண்டகச் சனி', 10: 'கண்டகச் சனி' };

function clauses(e: BigEvent): Clause[] {
  // Each clause says where Saturn stands from the Moon, which is what the name means: no gloss is added.
  const sade = 'ஏழரைச் சனி';
  const ashtama = 'அஷ்டமச் சனி';
  switch (e.key) {
    case 'saturn-now': {
      const slots = { sign: signTa(e.sign), house: bhava(e.house) };
      const first: Clause = e.state === 'sade-sati'
        ? [P.nowSadeSati, { ...slots, text: sade, short: SADE_PHASE_TA[e.house === 12 ? 'rising' : e.house === 1 ? 'peak' : 'setting'] }]
        : e.state === 'ashtama' ? [P.nowAshtama, { ...slots, text: ashtama }]
          : [P.nowKantaka, { ...slots, text: KANTAKA_NAME_TA[e.house] ?? 'கண்டகச் சனி', short: KANTAKA_SHORT_TA[e.house]! }];
      return e.until ? [first, [P.saturnLeaves, { sign: signTa(e.sign), date: dayMonthYearTa(e.until) }]] : [first];
    }
    case 'sade-sati': {
      const pool = { rising: e.returning ? P.sadeResumes : P.sadeBegins, peak: e.returning ? P.sadePeakAgain : P.sadePeak, setting: e.returning ? P.sadeSettingAgain : P.sadeSetting, end: P.sadeEnds }[e.phase];
      return [[pool, { date: dayMonthYearTa(e.date), sign: signTa(e.sign), text: sade }]];
    }
    case 'ashtama-shani':
      return [[e.returning ? P.ashtamaResumes : P.ashtamaBegins, { date: dayMonthYearTa(e.date), sign: signTa(e.sign), text: ashtama }]];
    case 'kantaka-shani':
      return [[e.returning ? P.kantakaResumes : P.kantakaBegins, { date: dayMonthYearTa(e.date), sign: signTa(e.sign), house: bhava(e.house), text: KANTAKA_NAME_TA[e.house] ?? 'கண்டகச் சனி', short: KANTAKA_SHORT_TA[e.house]! }]];
    case 'jupiter-return':
      return [[e.returning ? P.jupiterReturnAgain : P.jupiterReturn, { date: dayMonthYearTa(e.date), sign: signTa(e.sign) }]];
    case 'node-axis':
      return [[P.nodeAxis, { date: dayMonthYearTa(e.date), sign: signTa(e.rahuSign), sign2: signTa(e.ketuSign) }]];
    case 'dasha-change':
      return [[e.level === 'mahadasha' ? P.mahadasha : P.antardasha, { date: dayMonthYearTa(e.date), stem: grahaStemTa(e.lord) }]];
  }
}

export const bigEventWriters: Pick<BlockWriters<NamesTa>, 'big-events'> = {
  // As in English: one sentence of clauses, its choices multiplying.
  'big-events': (b: Extract<Block, { kind: 'big-events' }>, ctx) => ({ text: inThrees(b.events.flatMap((e) => clauses(e))).map((c) => compoundTa(ctx, c, ['; '])).join(' '), join: 'paragraph' }),
};
