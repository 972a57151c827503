/**
 * English wording of a window's big events (judgement/big-events.ts): one dated sentence each,
 * Saturn's standing over the Moon first. Slots: sign, sign2 (names), house (ordinal), date,
 * graha (a name), short (what a house stands for), md (a plain graha name in a compound).
 */
import type { BigEvent, Block } from '../../judgement/plan';
import { inThrees } from '../clause-groups';
import type { BlockWriters, WordingContext } from '../locale';
import type { Names } from './names';
import { dayMonthYear } from './names';
import { ordinal } from '../../../shared/ordinal';

export const BIG_EVENT_POOLS = {
  nowSadeSati: [
    'Saturn [stands|is] in {sign}, the {house} from your Moon, so your {text} is [running|under way], in its {short} phase',
    '[with Saturn in|as Saturn crosses] {sign}, the {house} from your Moon, you are in the {short} phase of your {text}',
  ],
  nowAshtama: [
    'Saturn [stands|is] in {sign}, the 8th from your Moon: this is {text}, [a time to guard health and keep away from risk|which asks for care with health and no needless risks]',
    '[with Saturn in|as Saturn crosses] {sign}, the 8th from your Moon, {text} is [running|under way], [so go carefully with health and money|so take no needless risks with health or money]',
  ],
  nowKantaka: [
    'Saturn [stands|is] in {sign}, the {house} from your Moon: this is {text}, a [thorny|testing] stretch for {short}',
    '[with Saturn in|as Saturn crosses] {sign}, the {house} from your Moon, {text} [runs|is under way], [asking for patience with|pressing on] {short}',
  ],
  saturnLeaves: ['Saturn leaves {sign} on {date}', '[that stay|this stay] ends on {date}, when Saturn [leaves|moves on from] {sign}', 'Saturn [stays|remains] in {sign} until {date}'],
  sadeBegins: ['[on|from] {date} Saturn [enters|moves into] {sign}, the 12th from your Moon, and your {text} [begins|starts]', 'your {text} [begins|starts] on {date}, when Saturn [enters|moves into] {sign}, the 12th from your Moon'],
  sadeResumes: ['[on|from] {date} Saturn [comes back into|returns to] {sign}, the 12th from your Moon, and the rising phase of your {text} [resumes|runs again]'],
  sadePeak: ['[on|from] {date} Saturn [enters|moves into] {sign}, your Moon sign, and your {text} [reaches its peak|comes to its height]', 'your {text} [reaches its peak|comes to its height] on {date}, when Saturn [enters|moves into] {sign}, your Moon sign'],
  sadePeakAgain: ['[on|from] {date} Saturn [comes back into|returns to] {sign}, your Moon sign, and the peak of your {text} [resumes|runs again]'],
  sadeSetting: ['[on|from] {date} Saturn [moves into|enters] {sign}, the 2nd from your Moon, and your {text} [enters|begins] its last, setting phase', 'the setting phase of your {text}, its last, [begins|opens] on {date}, when Saturn [moves into|enters] {sign}, the 2nd from your Moon'],
  sadeSettingAgain: ['[on|from] {date} Saturn [comes back into|returns to] {sign}, the 2nd from your Moon, and the setting phase of your {text} [resumes|runs again]'],
  sadeEnds: ['[on|from] {date} Saturn [enters|moves into] {sign}, the 3rd from your Moon, and your {text} [ends|is over]', 'your {text} [ends|is over] on {date}, when Saturn moves on into {sign}, the 3rd from your Moon'],
  ashtamaBegins: ['[on|from] {date} Saturn [enters|moves into] {sign}, the 8th from your Moon, and {text} [begins|starts]', '{text} [begins|starts] on {date}, when Saturn [enters|moves into] {sign}, the 8th from your Moon'],
  ashtamaResumes: ['[on|from] {date} Saturn [comes back into|returns to] {sign}, the 8th from your Moon, and {text} [resumes|runs again]'],
  kantakaBegins: ['[on|from] {date} Saturn [enters|moves into] {sign}, the {house} from your Moon, and {text} [begins|starts], a [thorny|testing] stretch for {short}', '{text} [begins|starts] on {date}, when Saturn [enters|moves into] {sign}, the {house} from your Moon, [pressing on|testing] {short}'],
  kantakaResumes: ['[on|from] {date} Saturn [comes back into|returns to] {sign}, the {house} from your Moon, and {text} [resumes|runs again], [pressing on|testing] {short}'],
  jupiterReturn: ['[on|from] {date} Jupiter [returns to|comes back to] {sign}, its sign in your birth chart: [your Jupiter return|the return of your Jupiter]', 'your Jupiter return comes on {date}, when Jupiter [enters|reaches] {sign}, where it stood at your birth'],
  jupiterReturnAgain: ['[on|from] {date} Jupiter [comes back into|returns to] {sign}, its birth sign, [completing|sealing] your Jupiter return'],
  nodeAxis: ['[on|from] {date} the axis of the nodes [changes sign|shifts]: Rahu [moves|passes] into {sign} and Ketu into {sign2}', 'Rahu and Ketu [change signs|shift signs] on {date}, Rahu [into|entering] {sign} and Ketu into {sign2}'],
  mahadasha: ['[on|from] {date} your {md} mahadasha, the great period of {graha}, [begins|opens]', 'a new great period [begins|opens] on {date}: the {md} mahadasha'],
  antardasha: ['[on|from] {date} your {md} antardasha [begins|opens]', 'the {md} antardasha [opens|begins] on {date}', '{date} [brings|opens] your {md} antardasha'],
} as const;

const P = BIG_EVENT_POOLS;
const SADE_PHASE = { rising: 'rising, first', peak: 'peak', setting: 'setting, last' } as const;
const KANTAKA_SHORT: Record<number, string> = { 4: 'home and peace of mind', 7: 'partnership and marriage', 10: 'work and standing' };

type Clause = readonly [readonly string[], Record<string, string>];

function clauses(ctx: WordingContext<Names>, e: BigEvent): Clause[] {
  const { names } = ctx;
  // Each clause says where Saturn stands from the Moon, which is what the name means: no gloss is added.
  const sade = () => 'Sade Sati';
  const ashtama = () => 'Ashtama Shani';
  const kantaka = () => 'Kantaka Shani';
  switch (e.key) {
    case 'saturn-now': {
      const slots = { sign: names.sign(e.sign), house: ordinal(e.house) };
      const first: Clause = e.state === 'sade-sati'
        ? [P.nowSadeSati, { ...slots, text: sade(), short: SADE_PHASE[e.house === 12 ? 'rising' : e.house === 1 ? 'peak' : 'setting'] }]
        : e.state === 'ashtama' ? [P.nowAshtama, { ...slots, text: ashtama() }]
          : [P.nowKantaka, { ...slots, text: kantaka(), short: KANTAKA_SHORT[e.house]! }];
      return e.until ? [first, [P.saturnLeaves, { sign: names.sign(e.sign), date: dayMonthYear(e.until) }]] : [first];
    }
    case 'sade-sati': {
      const pool = { rising: e.returning ? P.sadeResumes : P.sadeBegins, peak: e.returning ? P.sadePeakAgain : P.sadePeak, setting: e.returning ? P.sadeSettingAgain : P.sadeSetting, end: P.sadeEnds }[e.phase];
      return [[pool, { date: dayMonthYear(e.date), sign: names.sign(e.sign), text: sade() }]];
    }
    case 'ashtama-shani':
      return [[e.returning ? P.ashtamaResumes : P.ashtamaBegins, { date: dayMonthYear(e.date), sign: names.sign(e.sign), text: ashtama() }]];
    case 'kantaka-shani':
      return [[e.returning ? P.kantakaResumes : P.kantakaBegins, { date: dayMonthYear(e.date), sign: names.sign(e.sign), house: ordinal(e.house), text: kantaka(), short: KANTAKA_SHORT[e.house]! }]];
    case 'jupiter-return':
      return [[e.returning ? P.jupiterReturnAgain : P.jupiterReturn, { date: dayMonthYear(e.date), sign: names.sign(e.sign) }]];
    case 'node-axis':
      return [[P.nodeAxis, { date: dayMonthYear(e.date), sign: names.sign(e.rahuSign), sign2: names.sign(e.ketuSign) }]];
    case 'dasha-change':
      return [[e.level === 'mahadasha' ? P.mahadasha : P.antardasha, { date: dayMonthYear(e.date), md: e.lord, graha: names.graha(e.lord) }]];
  }
}

export const bigEventWriters: Pick<BlockWriters<Names>, 'big-events'> = {
  // One sentence of clauses, its choices multiplying, so the same sky reads differently across readers.
  // Three clauses at most to a sentence, so the paragraph stays short enough to read on a phone.
  'big-events': (b: Extract<Block, { kind: 'big-events' }>, ctx) => ({ text: inThrees(b.events.flatMap((e) => clauses(ctx, e))).map((c) => ctx.pen.compound(c, ['; '])).join(' '), join: 'paragraph' }),
};
