/**
 * The South Indian calendar's names in the scripts that use them, keyed by the engine's
 * transliterated names (src/astro/gowri.ts, tamil-calendar.ts, lunar-month.ts, samvatsaras.ts): the
 * Tamil solar months and the Gowri periods in Tamil (and as Telugu and Hindi pages write them), the
 * lunar months in Telugu as Telugu panchangams head them (చైత్రం …), and the sixty years as each
 * language's almanac prints them. Sources: the Tamil year and month names as in the Pambu
 * Panchangam (Vakya) and Tamil Wikipedia's "தமிழ் ஆண்டுகள்"; the Telugu years and months as in the
 * TTD Panchangam and Telugu Wikipedia's "తెలుగు సంవత్సరాలు" (docs/decisions/054-tamil-telugu-defaults.md).
 * A module of its own, data only, so a page loads these names without the calendar arithmetic.
 */
import type { GowriName } from '../../astro/gowri';
import type { LunarMonthName } from '../../astro/lunar-month';
import type { SamvatsaraName } from '../../astro/samvatsaras';
import type { TamilMonthName } from '../../astro/tamil-calendar';
import type { Language } from '../profile';

export const TAMIL_MONTH_NAMES: Readonly<Record<TamilMonthName, { ta: string; te: string; hi: string }>> = {
  Chithirai: { ta: 'சித்திரை', hi: 'चित्तिरै', te: 'చిత్తిరై' },
  Vaikasi: { ta: 'வைகாசி', hi: 'वैकासि', te: 'వైకాసి' },
  Aani: { ta: 'ஆனி', hi: 'आनि', te: 'ఆని' },
  Aadi: { ta: 'ஆடி', hi: 'आडि', te: 'ఆడి' },
  Aavani: { ta: 'ஆவணி', hi: 'आवणि', te: 'ఆవణి' },
  Purattasi: { ta: 'புரட்டாசி', hi: 'पुरट्टासि', te: 'పురట్టాసి' },
  Aippasi: { ta: 'ஐப்பசி', hi: 'ऐप्पसि', te: 'ఐప్పసి' },
  Karthigai: { ta: 'கார்த்திகை', hi: 'कार्तिगै', te: 'కార్తిగై' },
  Margazhi: { ta: 'மார்கழி', hi: 'मार्गऴि', te: 'మార్గళి' },
  Thai: { ta: 'தை', hi: 'तै', te: 'తై' },
  Maasi: { ta: 'மாசி', hi: 'मासि', te: 'మాసి' },
  Panguni: { ta: 'பங்குனி', hi: 'पंगुनि', te: 'పంగుని' },
};

export const GOWRI_NAMES: Readonly<Record<GowriName, { ta: string; te: string; hi: string }>> = {
  Amirdha: { ta: 'அமிர்தம்', hi: 'अमिर्दम', te: 'అమృతం' },
  Uthi: { ta: 'உத்தி', hi: 'उत्ति', te: 'ఉత్తి' },
  Laabam: { ta: 'லாபம்', hi: 'लाभम', te: 'లాభం' },
  Dhanam: { ta: 'தனம்', hi: 'धनम', te: 'ధనం' },
  Sugam: { ta: 'சுகம்', hi: 'सुगम', te: 'సుఖం' },
  Soram: { ta: 'சோரம்', hi: 'सोरम', te: 'చోరం' },
  Rogam: { ta: 'ரோகம்', hi: 'रोगम', te: 'రోగం' },
  Visham: { ta: 'விஷம்', hi: 'विषम', te: 'విషం' },
};

/** A Gowri period or a Tamil month in `language`: English keeps the engine's transliteration. */
export const gowriNameIn = (name: GowriName, language: Language) => (language === 'en' ? name : GOWRI_NAMES[name][language]);
export const tamilMonthNameIn = (name: TamilMonthName, language: Language) => (language === 'en' ? name : TAMIL_MONTH_NAMES[name][language]);

export const TELUGU_MONTH_NAMES: Readonly<Record<LunarMonthName, string>> = {
  Chaitra: 'చైత్రం',
  Vaishakha: 'వైశాఖం',
  Jyeshtha: 'జ్యేష్ఠం',
  Ashadha: 'ఆషాఢం',
  Shravana: 'శ్రావణం',
  Bhadrapada: 'భాద్రపదం',
  Ashvin: 'ఆశ్వయుజం',
  Kartika: 'కార్తీకం',
  Margashirsha: 'మార్గశిరం',
  Pausha: 'పుష్యం',
  Magha: 'మాఘం',
  Phalguna: 'ఫాల్గుణం',
};

/** The sixty years of the Jovian cycle as Tamil and Telugu almanacs print them, Prabhava first. */
export const SAMVATSARA_NAMES: Readonly<Record<SamvatsaraName, { ta: string; te: string }>> = {
  Prabhava: { ta: 'பிரபவ', te: 'ప్రభవ' },
  Vibhava: { ta: 'விபவ', te: 'విభవ' },
  Shukla: { ta: 'சுக்ல', te: 'శుక్ల' },
  Pramoda: { ta: 'பிரமோதூத', te: 'ప్రమోదూత' },
  Prajapati: { ta: 'பிரஜோத்பத்தி', te: 'ప్రజోత్పత్తి' },
  Angirasa: { ta: 'ஆங்கீரச', te: 'ఆంగీరస' },
  Shrimukha: { ta: 'ஸ்ரீமுக', te: 'శ్రీముఖ' },
  Bhava: { ta: 'பவ', te: 'భావ' },
  Yuva: { ta: 'யுவ', te: 'యువ' },
  Dhatri: { ta: 'தாது', te: 'ధాత' },
  Ishvara: { ta: 'ஈஸ்வர', te: 'ఈశ్వర' },
  Bahudhanya: { ta: 'வெகுதானிய', te: 'బహుధాన్య' },
  Pramathi: { ta: 'பிரமாதி', te: 'ప్రమాది' },
  Vikrama: { ta: 'விக்கிரம', te: 'విక్రమ' },
  Vrisha: { ta: 'விஷு', te: 'వృష' },
  Chitrabhanu: { ta: 'சித்திரபானு', te: 'చిత్రభాను' },
  Svabhanu: { ta: 'சுபானு', te: 'స్వభాను' },
  Tarana: { ta: 'தாரண', te: 'తారణ' },
  Parthiva: { ta: 'பார்த்திப', te: 'పార్థివ' },
  Vyaya: { ta: 'விய', te: 'వ్యయ' },
  Sarvajit: { ta: 'சர்வஜித்', te: 'సర్వజిత్' },
  Sarvadhari: { ta: 'சர்வதாரி', te: 'సర్వధారి' },
  Virodhi: { ta: 'விரோதி', te: 'విరోధి' },
  Vikriti: { ta: 'விக்ருதி', te: 'వికృతి' },
  Khara: { ta: 'கர', te: 'ఖర' },
  Nandana: { ta: 'நந்தன', te: 'నందన' },
  Vijaya: { ta: 'விஜய', te: 'విజయ' },
  Jaya: { ta: 'ஜய', te: 'జయ' },
  Manmatha: { ta: 'மன்மத', te: 'మన్మథ' },
  Durmukhi: { ta: 'துன்முகி', te: 'దుర్ముఖి' },
  Hevilambi: { ta: 'ஹேவிளம்பி', te: 'హేవళంబి' },
  Vilambi: { ta: 'விளம்பி', te: 'విళంబి' },
  Vikari: { ta: 'விகாரி', te: 'వికారి' },
  Sharvari: { ta: 'சார்வரி', te: 'శార్వరి' },
  Plava: { ta: 'பிலவ', te: 'ప్లవ' },
  Shubhakrit: { ta: 'சுபகிருது', te: 'శుభకృత్' },
  Shobhakrit: { ta: 'சோபகிருது', te: 'శోభకృత్' },
  Krodhi: { ta: 'குரோதி', te: 'క్రోధి' },
  Vishvavasu: { ta: 'விசுவாவசு', te: 'విశ్వావసు' },
  Parabhava: { ta: 'பராபவ', te: 'పరాభవ' },
  Plavanga: { ta: 'பிலவங்க', te: 'ప్లవంగ' },
  Kilaka: { ta: 'கீலக', te: 'కీలక' },
  Saumya: { ta: 'சௌமிய', te: 'సౌమ్య' },
  Sadharana: { ta: 'சாதாரண', te: 'సాధారణ' },
  Virodhikrit: { ta: 'விரோதிகிருது', te: 'విరోధికృత్' },
  Paridhavi: { ta: 'பரிதாபி', te: 'పరీధావి' },
  Pramadi: { ta: 'பிரமாதீச', te: 'ప్రమాదీచ' },
  Ananda: { ta: 'ஆனந்த', te: 'ఆనంద' },
  Rakshasa: { ta: 'ராட்சச', te: 'రాక్షస' },
  Nala: { ta: 'நள', te: 'నల' },
  Pingala: { ta: 'பிங்கள', te: 'పింగళ' },
  Kalayukti: { ta: 'காளயுக்தி', te: 'కాళయుక్తి' },
  Siddharthi: { ta: 'சித்தார்த்தி', te: 'సిద్ధార్థి' },
  Raudra: { ta: 'ரௌத்திரி', te: 'రౌద్రి' },
  Durmati: { ta: 'துன்மதி', te: 'దుర్మతి' },
  Dundubhi: { ta: 'துந்துபி', te: 'దుందుభి' },
  Rudhirodgari: { ta: 'ருத்ரோத்காரி', te: 'రుధిరోద్గారి' },
  Raktakshi: { ta: 'ரக்தாட்சி', te: 'రక్తాక్షి' },
  Krodhana: { ta: 'குரோதன', te: 'క్రోధన' },
  Akshaya: { ta: 'அட்சய', te: 'అక్షయ' },
};
