/**
 * The chart in depth as the PDF's appendix (Premium): the Deeper tabs' tables (docs/decisions/041)
 * as plain rows of text, in the report's language, with the names of grahas and signs from
 * shared/astro-names. What a chart without a birth time leaves out, the appendix leaves out too.
 */
import { astroNamesIn } from '../../shared/astro-names/every-language';
import type { ChartDeeperView } from '../../shared/chart-deeper-view';
import type { ChartAyanamsa } from '../../shared/chart-choices';
import type { Language } from '../../shared/profile';

/** A table of the appendix: its title, a line saying how to read it, the column heads and the rows. */
export type ReportTable = { title: string; note: string; columns: string[]; rows: string[][] };
export type ReportAppendix = { heading: string; tables: ReportTable[] };

type Words = {
  heading: string;
  ayanamsa: (name: string) => string;
  ayanamsaNames: Readonly<Record<ChartAyanamsa, string>>;
  point: string; lagna: string; total: string; sav: string; house: string; sign: string; lord: string; graha: string;
  vargas: [string, string]; vargasNote: string;
  ashtakavarga: string; ashtakavargaNote: string;
  shadbala: string; shadbalaNote: string;
  shadbalaParts: [string, string, string, string, string, string]; virupas: string; rupas: string; required: string; ratio: string;
  bhavaBala: string; bhavaBalaNote: string; bhavaParts: [string, string, string, string];
  kpCusps: string; kpGrahas: string; kpNote: (ayanamsa: string) => string; degree: string; star: string; sub: string; subSub: string;
  significators: string; significatorsNote: string;
  yogini: string; yoginiNote: string; yoginiNames: Readonly<Record<string, string>>; from: string; to: string;
  chara: string; charaNote: string; years: string;
};

const words: Record<Language, Words> = {
  en: {
    heading: 'Appendix: the chart in depth',
    ayanamsa: (name) => `Cast with the ${name} ayanamsa.`,
    ayanamsaNames: { lahiri: 'Lahiri', raman: 'Raman', kp: 'Krishnamurti (KP)', 'true-chitra': 'True Chitrapaksha' },
    point: 'Point', lagna: 'Lagna', total: 'Total', sav: 'SAV', house: 'House', sign: 'Sign', lord: 'Lord', graha: 'Graha',
    vargas: ['Divisional charts (vargas), D1 to D12', 'Divisional charts (vargas), D16 to D60'],
    vargasNote: 'The sign each graha and the lagna falls in, in each divisional chart (Parashari rules).',
    ashtakavarga: 'Ashtakavarga: bindus by sign',
    ashtakavargaNote: 'Each graha’s bhinnashtakavarga (0–8 bindus per sign) and the sarvashtakavarga (SAV), which sums to 337.',
    shadbala: 'Shadbala in virupas',
    shadbalaNote: 'The six strengths (60 virupas = 1 rupa), the total in rupas, the classical minimum and the ratio to it (1 or more is strong enough).',
    shadbalaParts: ['Sthana', 'Dig', 'Kala', 'Cheshta', 'Naisargika', 'Drik'], virupas: 'Virupas', rupas: 'Rupas', required: 'Required', ratio: 'Ratio',
    bhavaBala: 'Bhava bala', bhavaBalaNote: 'The strength of each house: its lord’s, direction, aspects and day or night, in virupas.',
    bhavaParts: ['Lord', 'Dig', 'Drishti', 'Day/night'],
    kpCusps: 'KP: house cusps (Placidus)', kpGrahas: 'KP: the grahas',
    kpNote: (ayanamsa) => `Krishnamurti Paddhati, with the KP ayanamsa (${ayanamsa}°): the star lord, sub lord and sub-sub lord of each cusp and graha.`,
    degree: 'Degree', star: 'Star lord', sub: 'Sub lord', subSub: 'Sub-sub lord',
    significators: 'KP: significators of each house', significatorsNote: 'The grahas that signify each house, strongest first.',
    yogini: 'Yogini dasha', yoginiNote: 'The eight yoginis in turn, 36 years in all.',
    yoginiNames: { Mangala: 'Mangala', Pingala: 'Pingala', Dhanya: 'Dhanya', Bhramari: 'Bhramari', Bhadrika: 'Bhadrika', Ulka: 'Ulka', Siddha: 'Siddha', Sankata: 'Sankata' },
    from: 'From', to: 'To',
    chara: 'Chara dasha (K.N. Rao)', charaNote: 'The signs in turn, from the lagna.', years: 'Years',
  },
  hi: {
    heading: 'परिशिष्ट: कुंडली का गहरा विवरण',
    ayanamsa: (name) => `${name} अयनांश से बनी कुंडली।`,
    ayanamsaNames: { lahiri: 'लाहिड़ी', raman: 'रमन', kp: 'कृष्णमूर्ति (केपी)', 'true-chitra': 'सत्य चित्रापक्ष' },
    point: 'बिंदु', lagna: 'लग्न', total: 'कुल', sav: 'सर्व', house: 'भाव', sign: 'राशि', lord: 'स्वामी', graha: 'ग्रह',
    vargas: ['वर्ग कुंडलियाँ, D1 से D12', 'वर्ग कुंडलियाँ, D16 से D60'],
    vargasNote: 'हर वर्ग कुंडली में हर ग्रह और लग्न की राशि (पाराशरी नियमों से)।',
    ashtakavarga: 'अष्टकवर्ग: राशि के अनुसार बिंदु',
    ashtakavargaNote: 'हर ग्रह का भिन्नाष्टकवर्ग (हर राशि में 0 से 8 बिंदु) और सर्वाष्टकवर्ग, जिसका जोड़ 337 होता है।',
    shadbala: 'षड्बल (विरूपा में)',
    shadbalaNote: 'छह बल (60 विरूपा = 1 रूपा), कुल बल रूपा में, शास्त्रों में दिया न्यूनतम बल और उससे अनुपात (1 या अधिक हो तो बल पर्याप्त है)।',
    shadbalaParts: ['स्थान', 'दिक्', 'काल', 'चेष्टा', 'नैसर्गिक', 'दृक्'], virupas: 'विरूपा', rupas: 'रूपा', required: 'न्यूनतम', ratio: 'अनुपात',
    bhavaBala: 'भाव बल', bhavaBalaNote: 'हर भाव का बल: उसके स्वामी का, दिशा का, दृष्टि का और दिन-रात का, विरूपा में।',
    bhavaParts: ['स्वामी', 'दिक्', 'दृष्टि', 'दिन/रात'],
    kpCusps: 'केपी: भावों के आरंभ बिंदु (प्लेसिडस)', kpGrahas: 'केपी: ग्रह',
    kpNote: (ayanamsa) => `कृष्णमूर्ति पद्धति, केपी अयनांश (${ayanamsa}°) से: हर भाव और ग्रह के नक्षत्र स्वामी, उप स्वामी और उप-उप स्वामी।`,
    degree: 'अंश', star: 'नक्षत्र स्वामी', sub: 'उप स्वामी', subSub: 'उप-उप स्वामी',
    significators: 'केपी: हर भाव के कारक ग्रह', significatorsNote: 'हर भाव के कारक ग्रह, सबसे बलवान पहले।',
    yogini: 'योगिनी दशा', yoginiNote: 'आठ योगिनियाँ बारी-बारी से, कुल 36 वर्ष।',
    yoginiNames: { Mangala: 'मंगला', Pingala: 'पिंगला', Dhanya: 'धान्या', Bhramari: 'भ्रामरी', Bhadrika: 'भद्रिका', Ulka: 'उल्का', Siddha: 'सिद्धा', Sankata: 'संकटा' },
    from: 'से', to: 'तक',
    chara: 'चर दशा (के. एन. राव)', charaNote: 'लग्न से राशियाँ बारी-बारी से।', years: 'वर्ष',
  },
  // Ashtakavarga's points are பரல்கள் in Tamil almanacs; direction's strength is திக் பலம், since
  // திசை is the dasha.
  ta: {
    heading: 'பின்னிணைப்பு: ஜாதகத்தின் விரிவான கணிப்புகள்',
    ayanamsa: (name) => `${name} அயனாம்சப்படி கணித்த ஜாதகம்.`,
    ayanamsaNames: { lahiri: 'லாகிரி', raman: 'ராமன்', kp: 'கிருஷ்ணமூர்த்தி (கே.பி.)', 'true-chitra': 'துல்லிய சித்திரபக்ஷம்' },
    point: 'கிரகம்/லக்னம்', lagna: 'லக்னம்', total: 'மொத்தம்', sav: 'சர்வ', house: 'வீடு', sign: 'ராசி', lord: 'அதிபதி', graha: 'கிரகம்',
    vargas: ['வர்க்கச் சக்கரங்கள், D1 முதல் D12 வரை', 'வர்க்கச் சக்கரங்கள், D16 முதல் D60 வரை'],
    vargasNote: 'ஒவ்வொரு வர்க்கச் சக்கரத்திலும் ஒவ்வொரு கிரகமும் லக்னமும் நிற்கும் ராசி (பராசரர் விதிப்படி).',
    ashtakavarga: 'அஷ்டவர்க்கம்: ராசிவாரியான பரல்கள்',
    ashtakavargaNote: 'ஒவ்வொரு கிரகத்தின் பின்னாஷ்டவர்க்கம் (ஒரு ராசிக்கு 0 முதல் 8 பரல்கள்), அவற்றைக் கூட்டிய சர்வாஷ்டவர்க்கம்; அதன் மொத்தம் 337.',
    shadbala: 'ஷட்பலம் (விரூபங்களில்)',
    shadbalaNote: 'ஆறு வகை பலங்கள் (60 விரூபம் = 1 ரூபம்), ரூபத்தில் மொத்த பலம், சாஸ்திரம் சொல்லும் குறைந்தபட்ச பலம், அதனுடன் விகிதம் (1 அல்லது அதற்கு மேல் இருந்தால் போதுமான பலம்).',
    shadbalaParts: ['ஸ்தான', 'திக்', 'கால', 'சேஷ்டா', 'நைசர்கிக', 'திருக்'], virupas: 'விரூபம்', rupas: 'ரூபம்', required: 'குறைந்தபட்சம்', ratio: 'விகிதம்',
    bhavaBala: 'பாவ பலம்', bhavaBalaNote: 'ஒவ்வொரு வீட்டின் பலம்: அதிபதியாலும் திக்காலும் பார்வையாலும் பகல்-இரவாலும் வருவது, விரூபங்களில்.',
    bhavaParts: ['அதிபதி', 'திக்', 'பார்வை', 'பகல்/இரவு'],
    kpCusps: 'கே.பி.: பாவ ஆரம்பப் புள்ளிகள் (பிளாசிடஸ்)', kpGrahas: 'கே.பி.: கிரகங்கள்',
    kpNote: (ayanamsa) => `கிருஷ்ணமூர்த்தி பத்ததி, கே.பி. அயனாம்சத்தில் (${ayanamsa}°): ஒவ்வொரு பாவ ஆரம்பத்துக்கும் கிரகத்துக்கும் நட்சத்திர அதிபதி, உப அதிபதி, உப-உப அதிபதி.`,
    degree: 'பாகை', star: 'நட்சத்திர அதிபதி', sub: 'உப அதிபதி', subSub: 'உப-உப அதிபதி',
    significators: 'கே.பி.: ஒவ்வொரு வீட்டின் காரக கிரகங்கள்', significatorsNote: 'ஒவ்வொரு வீட்டையும் குறிக்கும் கிரகங்கள், வலுவானது முதலில்.',
    yogini: 'யோகினி திசை', yoginiNote: 'எட்டு யோகினிகள் வரிசையாக, மொத்தம் 36 ஆண்டுகள்.',
    yoginiNames: { Mangala: 'மங்களா', Pingala: 'பிங்களா', Dhanya: 'தான்யா', Bhramari: 'பிராமரி', Bhadrika: 'பத்ரிகா', Ulka: 'உல்கா', Siddha: 'சித்தா', Sankata: 'சங்கடா' },
    from: 'முதல்', to: 'வரை',
    chara: 'சர திசை (கே. என். ராவ்)', charaNote: 'லக்னத்திலிருந்து ராசிகள் வரிசையாக.', years: 'ஆண்டுகள்',
  },
  te: {
    heading: 'అనుబంధం: జాతకం లోతుగా',
    ayanamsa: (name) => `${name} అయనాంశతో వేసిన జాతకం.`,
    ayanamsaNames: { lahiri: 'లాహిరి', raman: 'రామన్', kp: 'కృష్ణమూర్తి (కేపీ)', 'true-chitra': 'నిజ చిత్రాపక్ష' },
    point: 'గ్రహం/లగ్నం', lagna: 'లగ్నం', total: 'మొత్తం', sav: 'సర్వ', house: 'భావం', sign: 'రాశి', lord: 'అధిపతి', graha: 'గ్రహం',
    vargas: ['వర్గ చక్రాలు, D1 నుండి D12 వరకు', 'వర్గ చక్రాలు, D16 నుండి D60 వరకు'],
    vargasNote: 'ప్రతి వర్గ చక్రంలో ప్రతి గ్రహం, లగ్నం ఉన్న రాశి (పరాశర నియమాల ప్రకారం).',
    ashtakavarga: 'అష్టకవర్గు: రాశుల వారీగా బిందువులు',
    ashtakavargaNote: 'ప్రతి గ్రహం భిన్నాష్టకవర్గు (ఒక్కో రాశికి 0 నుండి 8 బిందువులు), వాటి కూడిక సర్వాష్టకవర్గు; దాని మొత్తం 337.',
    shadbala: 'షడ్బలం (విరూపాలలో)',
    shadbalaNote: 'ఆరు బలాలు (60 విరూపాలు = 1 రూప), రూపాలలో మొత్తం బలం, శాస్త్రం చెప్పిన కనీస బలం, దానితో నిష్పత్తి (1 లేదా అంతకంటే ఎక్కువ ఉంటే బలం సరిపోతుంది).',
    shadbalaParts: ['స్థాన', 'దిక్', 'కాల', 'చేష్టా', 'నైసర్గిక', 'దృక్'], virupas: 'విరూపాలు', rupas: 'రూపాలు', required: 'కనీసం', ratio: 'నిష్పత్తి',
    bhavaBala: 'భావ బలం', bhavaBalaNote: 'ప్రతి భావం బలం: అధిపతి, దిక్కు, దృష్టి, పగలు-రాత్రుల నుండి వచ్చేది, విరూపాలలో.',
    bhavaParts: ['అధిపతి', 'దిక్', 'దృష్టి', 'పగలు/రాత్రి'],
    kpCusps: 'కేపీ: భావ ఆరంభ బిందువులు (ప్లాసిడస్)', kpGrahas: 'కేపీ: గ్రహాలు',
    kpNote: (ayanamsa) => `కృష్ణమూర్తి పద్ధతి, కేపీ అయనాంశతో (${ayanamsa}°): ప్రతి భావారంభానికి, గ్రహానికి నక్షత్రాధిపతి, ఉప అధిపతి, ఉప-ఉప అధిపతి.`,
    degree: 'అంశలు', star: 'నక్షత్రాధిపతి', sub: 'ఉప అధిపతి', subSub: 'ఉప-ఉప అధిపతి',
    significators: 'కేపీ: ప్రతి భావానికి కారక గ్రహాలు', significatorsNote: 'ప్రతి భావాన్ని సూచించే గ్రహాలు, బలమైనది ముందు.',
    yogini: 'యోగినీ దశ', yoginiNote: 'ఎనిమిది యోగినులు వరుసగా, మొత్తం 36 సంవత్సరాలు.',
    yoginiNames: { Mangala: 'మంగళ', Pingala: 'పింగళ', Dhanya: 'ధాన్య', Bhramari: 'భ్రామరి', Bhadrika: 'భద్రిక', Ulka: 'ఉల్క', Siddha: 'సిద్ధ', Sankata: 'సంకట' },
    from: 'నుండి', to: 'వరకు',
    chara: 'చర దశ (కె. ఎన్. రావు)', charaNote: 'లగ్నం నుండి రాశులు వరుసగా.', years: 'సంవత్సరాలు',
  },
};

const two = (value: number) => value.toFixed(2);

/** The appendix of a chart's Deeper view, in `language`; `ayanamsa` is the one the chart was cast with. */
export function chartAppendix(view: ChartDeeperView, language: Language, ayanamsa: ChartAyanamsa): ReportAppendix {
  const w = words[language];
  const names = astroNamesIn[language];
  const point = (p: string) => (p === 'Lagna' ? w.lagna : names.graha[p as keyof typeof names.graha]);
  const sign = (s: number) => names.signs[s]!;
  const tables: ReportTable[] = [];

  const halves = [view.vargas.divisions.slice(0, 8), view.vargas.divisions.slice(8)];
  halves.forEach((divisions, half) => {
    const offset = half * 8;
    tables.push({
      title: w.vargas[half]!, note: half === 0 ? `${w.ayanamsa(w.ayanamsaNames[ayanamsa])} ${w.vargasNote}` : w.vargasNote,
      columns: [w.point, ...divisions],
      rows: view.vargas.rows.map((r) => [point(r.point), ...divisions.map((_, i) => sign(r.signs[offset + i]!))]),
    });
  });

  if (view.ashtakavarga) {
    const av = view.ashtakavarga;
    tables.push({
      title: w.ashtakavarga, note: w.ashtakavargaNote,
      columns: [w.graha, ...names.signs, w.total],
      rows: [...av.bav.map((b) => [point(b.of), ...b.bindus.map(String), String(b.total)]), [w.sav, ...av.sav.map(String), String(av.savTotal)]],
    });
  }
  if (view.shadbala) {
    tables.push({
      title: w.shadbala, note: w.shadbalaNote,
      columns: [w.graha, ...w.shadbalaParts, w.virupas, w.rupas, w.required, w.ratio],
      rows: view.shadbala.map((s) => [point(s.graha), ...[s.parts.sthana, s.parts.dig, s.parts.kala, s.parts.cheshta, s.parts.naisargika, s.parts.drik].map(two), two(s.virupas), two(s.rupas), two(s.required), two(s.ratio)]),
    });
  }
  if (view.bhavaBala) {
    tables.push({
      title: w.bhavaBala, note: w.bhavaBalaNote,
      columns: [w.house, w.sign, w.lord, ...w.bhavaParts, w.virupas, w.rupas],
      rows: view.bhavaBala.map((h) => [String(h.house), sign(h.sign), point(h.lord), ...[h.parts.adhipati, h.parts.dig, h.parts.drishti, h.parts.dinaRatri].map(two), two(h.virupas), two(h.rupas)]),
    });
  }
  if (view.kp) {
    const kp = view.kp;
    const degree = (longitude: number) => `${(longitude % 30).toFixed(2)}°`;
    const lords = (l: { star: string; sub: string; subSub: string }) => [point(l.star), point(l.sub), point(l.subSub)];
    const note = w.kpNote(kp.ayanamsa.toFixed(4));
    tables.push({ title: w.kpCusps, note, columns: [w.house, w.sign, w.degree, w.star, w.sub, w.subSub], rows: kp.cusps.map((c) => [String(c.house), sign(c.sign), degree(c.longitude), ...lords(c)]) });
    tables.push({ title: w.kpGrahas, note, columns: [w.graha, w.sign, w.degree, w.house, w.star, w.sub, w.subSub], rows: kp.grahas.map((g) => [point(g.graha), sign(g.sign), degree(g.longitude), String(g.house), ...lords(g)]) });
    tables.push({ title: w.significators, note: w.significatorsNote, columns: [w.house, w.graha], rows: kp.significators.map((s) => [String(s.house), s.grahas.map(point).join(', ')]) });
  }
  tables.push({
    title: w.yogini, note: w.yoginiNote,
    columns: [w.yogini, w.lord, w.from, w.to],
    rows: view.dashas.yogini.mahadashas.map((m) => [w.yoginiNames[m.yogini] ?? m.yogini, point(m.lord), m.start, m.end]),
  });
  if (view.dashas.chara) {
    tables.push({
      title: w.chara, note: w.charaNote,
      columns: [w.sign, w.years, w.from, w.to],
      rows: view.dashas.chara.periods.map((p) => [sign(p.sign), String(p.years), p.start, p.end]),
    });
  }
  return { heading: w.heading, tables };
}
