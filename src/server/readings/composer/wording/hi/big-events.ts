/**
 * Hindi wording of a window's big events (judgement/big-events.ts), written from the same blocks
 * as the English: one dated sentence each, Saturn's standing over the Moon first.
 */
import type { BigEvent, Block } from '../../judgement/plan';
import type { BlockWriters } from '../locale';
import type { HiCtx, NamesHi } from './names';
import { SIGNS_HI, bhava, dayMonthYearHi, grahaHi, sayHi } from './names';

export const BIG_EVENT_POOLS = {
  nowSadeSati: [
    'शनि {sign} राशि में, आपकी चंद्र राशि से {house} भाव में हैं, इसलिए आपकी {text} चल रही है, अभी उसका {short} चरण है।',
    'चंद्र राशि से {house} भाव, यानी {sign} में शनि के होने से आप {text} के {short} चरण में हैं।',
  ],
  nowAshtama: [
    'शनि {sign} राशि में, आपकी चंद्र राशि से आठवें भाव में हैं: यह {text} है, जिसमें सेहत का ध्यान रखें और जोखिम से बचें।',
    'चंद्र राशि से आठवें भाव, यानी {sign} में शनि के होने से {text} चल रहा है: [सेहत और पैसे में सावधानी रखें|बेवजह का जोखिम न लें]।',
  ],
  nowKantaka: [
    'शनि {sign} राशि में, आपकी चंद्र राशि से {house} भाव में हैं: यह {text} है, जो {short} में काँटे बिछाता है।',
    'चंद्र राशि से {house} भाव, यानी {sign} में शनि के होने से {text} चल रहा है, जो {short} में धीरज माँगता है।',
  ],
  saturnLeaves: ['शनि {date} को {sign} राशि छोड़ेंगे।', 'यह ठहराव {date} को पूरा होगा, जब शनि {sign} से आगे बढ़ेंगे।'],
  sadeBegins: ['{date} को शनि {sign} राशि में, आपकी चंद्र राशि से बारहवें भाव में प्रवेश करेंगे और आपकी {text} शुरू होगी।', 'आपकी {text} {date} को शुरू होगी, जब शनि चंद्र राशि से बारहवें भाव, यानी {sign} में आएँगे।'],
  sadeResumes: ['{date} को शनि लौटकर {sign} राशि, चंद्र राशि से बारहवें भाव में आएँगे और {text} का पहला चरण फिर चलेगा।'],
  sadePeak: ['{date} को शनि आपकी चंद्र राशि {sign} में प्रवेश करेंगे और आपकी {text} अपने चरम पर पहुँचेगी।', 'आपकी {text} का चरम चरण {date} को शुरू होगा, जब शनि आपकी चंद्र राशि {sign} में आएँगे।'],
  sadePeakAgain: ['{date} को शनि लौटकर आपकी चंद्र राशि {sign} में आएँगे और {text} का चरम चरण फिर चलेगा।'],
  sadeSetting: ['{date} को शनि {sign} राशि, चंद्र राशि से दूसरे भाव में जाएँगे: आपकी {text} का आख़िरी, उतरता चरण शुरू होगा।', 'आपकी {text} का उतरता, आख़िरी चरण {date} को शुरू होगा, जब शनि चंद्र राशि से दूसरे भाव, यानी {sign} में जाएँगे।'],
  sadeSettingAgain: ['{date} को शनि लौटकर {sign} राशि, चंद्र राशि से दूसरे भाव में आएँगे और {text} का उतरता चरण फिर चलेगा।'],
  sadeEnds: ['{date} को शनि {sign} राशि, चंद्र राशि से तीसरे भाव में जाएँगे और आपकी {text} पूरी होगी।', 'आपकी {text} {date} को पूरी होगी, जब शनि आगे बढ़कर {sign} में जाएँगे।'],
  ashtamaBegins: ['{date} को शनि {sign} राशि, आपकी चंद्र राशि से आठवें भाव में प्रवेश करेंगे: {text} शुरू होगा, लगभग ढाई साल सेहत सँभालने और जोखिम से बचने के।', '{text} {date} को शुरू होगा, जब शनि चंद्र राशि से आठवें भाव, यानी {sign} में आएँगे: सेहत का ध्यान रखें और जोखिम से बचें।'],
  ashtamaResumes: ['{date} को शनि लौटकर {sign} राशि, चंद्र राशि से आठवें भाव में आएँगे और {text} फिर चलेगा।'],
  kantakaBegins: ['{date} को शनि {sign} राशि, आपकी चंद्र राशि से {house} भाव में प्रवेश करेंगे: {text} शुरू होगा, जो {short} में धीरज माँगता है।', '{text} {date} को शुरू होगा, जब शनि चंद्र राशि से {house} भाव, यानी {sign} में आएँगे और {short} पर दबाव डालेंगे।'],
  kantakaResumes: ['{date} को शनि लौटकर {sign} राशि, चंद्र राशि से {house} भाव में आएँगे और {text} फिर चलेगा।'],
  jupiterReturn: ['{date} को गुरु {sign} राशि में लौटेंगे, जहाँ वे आपके जन्म के समय थे: यह आपका गुरु का बारह साल वाला लौटना है, आस्था, विद्या और भाग्य का नया दौर।', 'आपकी जन्म कुंडली के गुरु की राशि {sign} में गुरु {date} को लौटेंगे, और बढ़त का एक नया बारह-वर्षीय चक्र शुरू होगा।'],
  jupiterReturnAgain: ['{date} को गुरु लौटकर अपनी जन्म राशि {sign} में आएँगे और उनका लौटना पूरा होगा।'],
  nodeAxis: ['{date} को राहु-केतु की धुरी बदलेगी: राहु {sign} में और केतु {sign2} में जाएँगे, लगभग डेढ़ साल के लिए।', 'राहु और केतु {date} को राशि बदलेंगे, राहु {sign} में और केतु {sign2} में, और अगले अठारह महीनों की धुरी नई होगी।'],
  mahadasha: ['{date} को {graha} की महादशा शुरू होगी: वर्षों का एक नया अध्याय।', 'एक नई महादशा {date} को शुरू होगी: {graha} की महादशा।'],
  antardasha: ['{date} को {graha} की अंतर्दशा शुरू होगी।', '{graha} की अंतर्दशा {date} से शुरू होगी।'],
} as const;

const P = BIG_EVENT_POOLS;
const SADE_PHASE_HI = { rising: 'पहला, चढ़ता', peak: 'चरम', setting: 'आख़िरी, उतरता' } as const;
const KANTAKA_SHORT_HI: Record<number, string> = { 4: 'घर और मन की शांति', 7: 'साझेदारी और विवाह', 10: 'काम और प्रतिष्ठा' };

function sentence(ctx: HiCtx, e: BigEvent): string[] {
  const { names } = ctx;
  const sade = () => names.term('साढ़ेसाती', 'चंद्रमा पर शनि के साढ़े सात साल');
  const ashtama = () => names.term('अष्टम शनि', 'चंद्र से आठवें शनि');
  const kantaka = () => names.term('कंटक शनि', 'चंद्र से केंद्र में शनि');
  switch (e.key) {
    case 'saturn-now': {
      const slots = { sign: SIGNS_HI[e.sign]!, house: bhava(e.house) };
      const first = e.state === 'sade-sati'
        ? sayHi(ctx, P.nowSadeSati, { ...slots, text: sade(), short: SADE_PHASE_HI[e.house === 12 ? 'rising' : e.house === 1 ? 'peak' : 'setting'] })
        : e.state === 'ashtama' ? sayHi(ctx, P.nowAshtama, { ...slots, text: ashtama() })
          : sayHi(ctx, P.nowKantaka, { ...slots, text: kantaka(), short: KANTAKA_SHORT_HI[e.house]! });
      return e.until ? [first, sayHi(ctx, P.saturnLeaves, { sign: SIGNS_HI[e.sign]!, date: dayMonthYearHi(e.until) })] : [first];
    }
    case 'sade-sati': {
      const pool = { rising: e.returning ? P.sadeResumes : P.sadeBegins, peak: e.returning ? P.sadePeakAgain : P.sadePeak, setting: e.returning ? P.sadeSettingAgain : P.sadeSetting, end: P.sadeEnds }[e.phase];
      return [sayHi(ctx, pool, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.sign]!, text: sade() })];
    }
    case 'ashtama-shani':
      return [sayHi(ctx, e.returning ? P.ashtamaResumes : P.ashtamaBegins, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.sign]!, text: ashtama() })];
    case 'kantaka-shani':
      return [sayHi(ctx, e.returning ? P.kantakaResumes : P.kantakaBegins, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.sign]!, house: bhava(e.house), text: kantaka(), short: KANTAKA_SHORT_HI[e.house]! })];
    case 'jupiter-return':
      return [sayHi(ctx, e.returning ? P.jupiterReturnAgain : P.jupiterReturn, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.sign]! })];
    case 'node-axis':
      return [sayHi(ctx, P.nodeAxis, { date: dayMonthYearHi(e.date), sign: SIGNS_HI[e.rahuSign]!, sign2: SIGNS_HI[e.ketuSign]! })];
    case 'dasha-change':
      return [sayHi(ctx, e.level === 'mahadasha' ? P.mahadasha : P.antardasha, { date: dayMonthYearHi(e.date), graha: grahaHi(e.lord) })];
  }
}

export const bigEventWriters: Pick<BlockWriters<NamesHi>, 'big-events'> = {
  'big-events': (b: Extract<Block, { kind: 'big-events' }>, ctx) => ({ text: b.events.flatMap((e) => sentence(ctx, e)).join(' '), join: 'paragraph' }),
};
