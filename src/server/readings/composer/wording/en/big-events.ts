/**
 * English wording of a window's big events (judgement/big-events.ts): one dated sentence each,
 * Saturn's standing over the Moon first. Slots: sign, sign2 (names), house (ordinal), date,
 * graha (a name), short (what a house stands for), md (a plain graha name in a compound).
 */
import type { BigEvent, Block } from '../../judgement/plan';
import type { BlockWriters, WordingContext } from '../locale';
import type { Names } from './names';
import { dayMonthYear } from './names';
import { ordinal } from '../../../../../shared/ordinal';

export const BIG_EVENT_POOLS = {
  nowSadeSati: [
    'Saturn stands in {sign}, the {house} from your Moon, so your {text} is running, in its {short} phase.',
    'With Saturn in {sign}, the {house} from your Moon, you are in the {short} phase of your {text}.',
  ],
  nowAshtama: [
    'Saturn stands in {sign}, the 8th from your Moon: this is {text}, a time to guard health and keep away from risk.',
    'With Saturn in {sign}, the 8th from your Moon, {text} is running: [go carefully with health and money|take no needless risks with health or money].',
  ],
  nowKantaka: [
    'Saturn stands in {sign}, the {house} from your Moon: this is {text}, a thorny stretch for {short}.',
    'With Saturn in {sign}, the {house} from your Moon, {text} runs, [asking for patience with|pressing on] {short}.',
  ],
  saturnLeaves: ['Saturn leaves {sign} on {date}.', 'That stay ends on {date}, when Saturn leaves {sign}.'],
  sadeBegins: ['On {date} Saturn enters {sign}, the 12th from your Moon, and your {text} begins.', 'Your {text} begins on {date}, when Saturn enters {sign}, the 12th from your Moon.'],
  sadeResumes: ['On {date} Saturn comes back into {sign}, the 12th from your Moon, and the rising phase of your {text} resumes.'],
  sadePeak: ['On {date} Saturn enters {sign}, your Moon sign, and your {text} reaches its peak.', 'Your {text} reaches its peak on {date}, when Saturn enters {sign}, your Moon sign.'],
  sadePeakAgain: ['On {date} Saturn comes back into {sign}, your Moon sign, and the peak of your {text} resumes.'],
  sadeSetting: ['On {date} Saturn moves into {sign}, the 2nd from your Moon: your {text} enters its last, setting phase.', 'The setting phase of your {text}, its last, begins on {date}, when Saturn moves into {sign}, the 2nd from your Moon.'],
  sadeSettingAgain: ['On {date} Saturn comes back into {sign}, the 2nd from your Moon, and the setting phase of your {text} resumes.'],
  sadeEnds: ['On {date} Saturn enters {sign}, the 3rd from your Moon, and your {text} ends.', 'Your {text} ends on {date}, when Saturn moves on into {sign}, the 3rd from your Moon.'],
  ashtamaBegins: ['On {date} Saturn enters {sign}, the 8th from your Moon: {text} begins, about two and a half years to guard health and avoid risk.', '{text} begins on {date}, when Saturn enters {sign}, the 8th from your Moon: guard health and avoid risk.'],
  ashtamaResumes: ['On {date} Saturn comes back into {sign}, the 8th from your Moon, and {text} resumes.'],
  kantakaBegins: ['On {date} Saturn enters {sign}, the {house} from your Moon: {text} begins, a thorny stretch for {short}.', '{text} begins on {date}, when Saturn enters {sign}, the {house} from your Moon, pressing on {short}.'],
  kantakaResumes: ['On {date} Saturn comes back into {sign}, the {house} from your Moon, and {text} resumes, pressing on {short}.'],
  jupiterReturn: ['On {date} Jupiter returns to {sign}, its sign in your birth chart: your Jupiter return, a twelve-yearly renewal of faith, learning and fortune.', 'Your Jupiter return comes on {date}, when Jupiter enters {sign}, where it stood at your birth: a new twelve-year round of growth begins.'],
  jupiterReturnAgain: ['On {date} Jupiter comes back into {sign}, its birth sign, completing your Jupiter return.'],
  nodeAxis: ['On {date} the axis of the nodes changes sign: Rahu moves into {sign} and Ketu into {sign2}, for about a year and a half.', 'Rahu and Ketu change signs on {date}, Rahu into {sign} and Ketu into {sign2}, which sets a new axis for the next eighteen months.'],
  mahadasha: ['On {date} your {md} mahadasha, the great period of {graha}, begins: a new chapter of years.', 'A new great period begins on {date}: the {md} mahadasha.'],
  antardasha: ['On {date} your {md} antardasha begins.', 'The {md} antardasha opens on {date}.'],
} as const;

const P = BIG_EVENT_POOLS;
const SADE_PHASE = { rising: 'rising, first', peak: 'peak', setting: 'setting, last' } as const;
const KANTAKA_SHORT: Record<number, string> = { 4: 'home and peace of mind', 7: 'partnership and marriage', 10: 'work and standing' };

function sentence(ctx: WordingContext<Names>, e: BigEvent): string[] {
  const { pen, names } = ctx;
  const sade = () => names.term('Sade Sati', "Saturn's seven and a half years over the Moon");
  const ashtama = () => names.term('Ashtama Shani', 'Saturn in the 8th from the Moon');
  const kantaka = () => names.term('Kantaka Shani', 'Saturn in a kendra from the Moon');
  switch (e.key) {
    case 'saturn-now': {
      const slots = { sign: names.sign(e.sign), house: ordinal(e.house) };
      const first = e.state === 'sade-sati'
        ? pen.say(P.nowSadeSati, { ...slots, text: sade(), short: SADE_PHASE[e.house === 12 ? 'rising' : e.house === 1 ? 'peak' : 'setting'] })
        : e.state === 'ashtama' ? pen.say(P.nowAshtama, { ...slots, text: ashtama() })
          : pen.say(P.nowKantaka, { ...slots, text: kantaka(), short: KANTAKA_SHORT[e.house]! });
      return e.until ? [first, pen.say(P.saturnLeaves, { sign: names.sign(e.sign), date: dayMonthYear(e.until) })] : [first];
    }
    case 'sade-sati': {
      const pool = { rising: e.returning ? P.sadeResumes : P.sadeBegins, peak: e.returning ? P.sadePeakAgain : P.sadePeak, setting: e.returning ? P.sadeSettingAgain : P.sadeSetting, end: P.sadeEnds }[e.phase];
      return [pen.say(pool, { date: dayMonthYear(e.date), sign: names.sign(e.sign), text: sade() })];
    }
    case 'ashtama-shani':
      return [pen.say(e.returning ? P.ashtamaResumes : P.ashtamaBegins, { date: dayMonthYear(e.date), sign: names.sign(e.sign), text: ashtama() })];
    case 'kantaka-shani':
      return [pen.say(e.returning ? P.kantakaResumes : P.kantakaBegins, { date: dayMonthYear(e.date), sign: names.sign(e.sign), house: ordinal(e.house), text: kantaka(), short: KANTAKA_SHORT[e.house]! })];
    case 'jupiter-return':
      return [pen.say(e.returning ? P.jupiterReturnAgain : P.jupiterReturn, { date: dayMonthYear(e.date), sign: names.sign(e.sign) })];
    case 'node-axis':
      return [pen.say(P.nodeAxis, { date: dayMonthYear(e.date), sign: names.sign(e.rahuSign), sign2: names.sign(e.ketuSign) })];
    case 'dasha-change':
      return [pen.say(e.level === 'mahadasha' ? P.mahadasha : P.antardasha, { date: dayMonthYear(e.date), md: e.lord, graha: names.graha(e.lord) })];
  }
}

export const bigEventWriters: Pick<BlockWriters<Names>, 'big-events'> = {
  'big-events': (b: Extract<Block, { kind: 'big-events' }>, ctx) => ({ text: b.events.flatMap((e) => sentence(ctx, e)).join(' '), join: 'paragraph' }),
};
