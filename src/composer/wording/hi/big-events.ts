/**
 * Hindi wording of a window's big events (judgement/big-events.ts), written from the same blocks
 * as the English: one dated sentence each, Saturn's standing over the Moon first.
 */
import type { BigEvent, Block } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import { inThrees } from '../clause-groups';
import type { Clause, NamesHi } from './names';
import { SIGNS_HI, bhava, compoundHi, dayMonthYearHi, grahaHi } from './names';

export const BIG_EVENT_POOLS = {
  nowSadeSati: [
    'चंद्र राशि से {house} भाव ({sign}) में शनि हैं: {text} का {short} चरण चल रहा है',
    '{sign} में, चंद्र राशि से {house} भाव में शनि के होने से आप {text} के {short} चरण में हैं',
  ],
  nowAshtama: [
    'चंद्र राशि से आठवें भाव ({sign}) में शनि हैं: यह {text} है, [सेहत सँभालिए|जोखिम से बचिए]',
    '{sign} में, चंद्र राशि से आठवें शनि के कारण {text} चल रहा है',
  ],
  nowKantaka: [
    'चंद्र राशि से {house} भाव ({sign}) में शनि हैं: यह {text} है, {short} में धीरज रखिए',
    '{sign} में, चंद्र राशि से {house} शनि के कारण {text} चल रहा है, जो {short} पर भारी है',
  ],
  saturnLeaves: ['शनि {date} को {sign} राशि छोड़ेंगे', 'यह ठहराव {date} को पूरा होगा, जब शनि {sign} से आगे बढ़ेंगे'],
  sadeBegins: ['{date} [को|के दिन] शनि चंद्र राशि से बारहवें भाव ({sign}) में आएँगे और {text} [शुरू होगी|आरंभ होगी]', 'आपकी {text} {date} को [शुरू होगी|आरंभ होगी], जब शनि चंद्र राशि से बारहवें भाव, यानी {sign} में आएँगे'],
  sadeResumes: ['{date} [को|के दिन] शनि लौटकर {sign} राशि, चंद्र राशि से बारहवें भाव में आएँगे और {text} का पहला चरण [फिर चलेगा|दोबारा चलेगा]'],
  sadePeak: ['{date} [को|के दिन] शनि आपकी चंद्र राशि {sign} में प्रवेश करेंगे और आपकी {text} अपने चरम पर पहुँचेगी', 'आपकी {text} का चरम चरण {date} को [शुरू होगा|आरंभ होगा], जब शनि आपकी चंद्र राशि {sign} में आएँगे'],
  sadePeakAgain: ['{date} [को|के दिन] शनि लौटकर आपकी चंद्र राशि {sign} में आएँगे और {text} का चरम चरण [फिर चलेगा|दोबारा चलेगा]'],
  sadeSetting: ['{date} [को|के दिन] शनि {sign} राशि, चंद्र राशि से दूसरे भाव में जाएँगे: आपकी {text} का आख़िरी, उतरता चरण [शुरू होगा|आरंभ होगा]', 'आपकी {text} का उतरता, आख़िरी चरण {date} को [शुरू होगा|आरंभ होगा], जब शनि चंद्र राशि से दूसरे भाव, यानी {sign} में जाएँगे'],
  sadeSettingAgain: ['{date} [को|के दिन] शनि लौटकर {sign} राशि, चंद्र राशि से दूसरे भाव में आएँगे और {text} का उतरता चरण [फिर चलेगा|दोबारा चलेगा]'],
  sadeEnds: ['{date} [को|के दिन] शनि {sign} राशि, चंद्र राशि से तीसरे भाव में जाएँगे और आपकी {text} पूरी होगी', 'आपकी {text} {date} को पूरी होगी, जब शनि आगे बढ़कर {sign} में जाएँगे'],
  ashtamaBegins: ['{date} [को|के दिन] शनि चंद्र राशि से आठवें भाव ({sign}) में आएँगे: {text} [शुरू होगा|आरंभ होगा]', '{text} {date} को [शुरू होगा|आरंभ होगा], जब शनि चंद्र राशि से आठवें भाव, यानी {sign} में आएँगे'],
  ashtamaResumes: ['{date} [को|के दिन] शनि लौटकर {sign} राशि, चंद्र राशि से आठवें भाव में आएँगे और {text} [फिर चलेगा|दोबारा चलेगा]'],
  kantakaBegins: ['{date} [को|के दिन] शनि चंद्र राशि से {house} भाव ({sign}) में आएँगे: {text} [शुरू होगा|आरंभ होगा], {short} पर भारी', '{text} {date} को [शुरू होगा|आरंभ होगा], जब शनि चंद्र राशि से {house} भाव ({sign}) में आएँगे'],
  kantakaResumes: ['{date} [को|के दिन] शनि लौटकर {sign} राशि, चंद्र राशि से {house} भाव में आएँगे और {text} [फिर चलेगा|दोबारा चलेगा]'],
  jupiterReturn: ['{date} [को|के दिन] गुरु {sign} राशि में लौटेंगे, जहाँ वे आपके जन्म के समय थे: यह आपकी कुंडली के गुरु की वापसी है', 'आपकी जन्म कुंडली के गुरु की राशि {sign} में गुरु {date} को लौटेंगे'],
  jupiterReturnAgain: ['{date} [को|के दिन] गुरु लौटकर अपनी जन्म राशि {sign} में आएँगे और उनका लौटना पूरा होगा'],
  nodeAxis: ['{date} [को|के दिन] राहु-केतु की धुरी बदलेगी: राहु {sign} में और केतु {sign2} में जाएँगे', 'राहु और केतु {date} को राशि बदलेंगे, राहु {sign} में और केतु {sign2} में'],
  mahadasha: ['{date} [को|के दिन] {graha} की महादशा [शुरू होगी|आरंभ होगी]', 'एक नई महादशा {date} को [शुरू होगी|आरंभ होगी]: {graha} की महादशा'],
  antardasha: ['{date} [को|के दिन] {graha} की अंतर्दशा [शुरू होगी|आरंभ होगी]', '{graha} की अंतर्दशा {date} से [शुरू होगी|आरंभ होगी]'],
} as const;

const P = BIG_EVENT_POOLS;
const SADE_PHASE_HI = { rising: 'पहला, चढ़ता', peak: 'चरम', setting: 'आख़िरी, उतरता' } as const;
const KANTAKA_SHORT_HI: Record<number, string> = { 4: 'घर और मन की शांति', 7: 'साझेदारी और विवाह', 10: 'काम और प्रतिष्ठा' };

function clauses(e: BigEvent): Clause[] {
  // Each clause says where Saturn stands from the Moon, which is what the name means: no gloss is added.
  const sade = () => 'साढ़ेसाती';
  const ashtama = () => 'अष्टम शनि';
  const kantaka = () => 'कंटक शनि';
  switch (e.key) {
    case 'saturn-now': {
      const slots = { sign: SIGNS_HI[e.sign]!, house: bhava(e.house) };
      const first: Clause = e.state === 'sade-sati'
        ? [P.nowSadeSati, { ...slots, text: sade(), short: SADE_PHASE_HI[e.house === 12 ? 'rising' : e.house === 1 ? 'peak' : 'setting'] }]
        : e.state === 'ashtama' ? [P.nowAshtama, { ...slots, text: ashtama() }]
          : [P.nowKantaka, { ...slots, text: kantaka(), short: KANTAKA_SHORT_HI[e.house]! }];
      return e.until ? [first, [P.saturnLeaves, { sign: SIGNS_HI[e.sign]!, date: dayMonthYearHi(e.until) }]] : [first];
    }
    case 'sade-sati': {
      const pool = { rising: e.returning ? P.sadeResumes : P.sadeBegins, peak: e.returning ? P.sadePeakAgain : P.sadePeak, setting: e.returning ? P.sadeSettingAgain : P.sadeSetting, end: P.sadeEnds }[e.phase];
      return [[pool, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.sign]!, text: sade() }]];
    }
    case 'ashtama-shani':
      return [[e.returning ? P.ashtamaResumes : P.ashtamaBegins, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.sign]!, text: ashtama() }]];
    case 'kantaka-shani':
      return [[e.returning ? P.kantakaResumes : P.kantakaBegins, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.sign]!, house: bhava(e.house), text: kantaka(), short: KANTAKA_SHORT_HI[e.house]! }]];
    case 'jupiter-return':
      return [[e.returning ? P.jupiterReturnAgain : P.jupiterReturn, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.sign]! }]];
    case 'node-axis':
      return [[P.nodeAxis, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.rahuSign]!, sign2: SIGNS_HI[e.ketuSign]! }]];
    case 'dasha-change':
      return [[e.level === 'mahadasha' ? P.mahadasha : P.antardasha, { date: dayMonthYearHi(e.date), graha: grahaHi(e.lord) }]];
  }
}

export const bigEventWriters: Pick<BlockWriters<NamesHi>, 'big-events'> = {
  // As in English: one sentence of clauses, its choices multiplying.
  'big-events': (b: Extract<Block, { kind: 'big-events' }>, ctx) => ({ text: inThrees(b.events.flatMap((e) => clauses(e))).map((c) => compoundHi(ctx, c, ['; '])).join(' '), join: 'paragraph' }),
};
