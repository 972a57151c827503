import type { Graha } from '../../../astro/zodiac';
import { namesTe } from '../../../shared/astro-names/te';
import type { chart as en } from '../en/chart';
import { plural } from '../plural';
import type { Translation } from '../text';

/** A graha's stem before మహాదశ ("శుక్ర మహాదశ"), found from its Telugu name. */
const DASHA_STEM: Record<Graha, string> = {
  Sun: 'సూర్య',
  Moon: 'చంద్ర',
  Mars: 'కుజ',
  Mercury: 'బుధ',
  Jupiter: 'గురు',
  Venus: 'శుక్ర',
  Saturn: 'శని',
  Rahu: 'రాహు',
  Ketu: 'కేతు',
};
const dashaOf = (lord: string) => {
  const graha = (Object.keys(namesTe.graha) as Graha[]).find((key) => namesTe.graha[key] === lord);
  return `${graha ? DASHA_STEM[graha] : lord} మహాదశ`;
};

export const chart: Translation<typeof en> = {
  title: 'మీ జాతకం',
  casting: 'మీ జాతకం వేస్తున్నాం...',
  trying: 'ప్రయత్నిస్తున్నాం...',

  header: {
    eyebrow: 'జన్మ జాతకం · రాశి చక్రం',
    born: 'జననం: ',
    bornAt: ', ',
    bornIn: (city: string, country: string) => `, ${city}, ${country}`,
    ayanamsa: (name: string, degrees: string) => `${name} అయనాంశ ${degrees}`,
    ayanamsaNames: { lahiri: 'లాహిరి', raman: 'రామన్', kp: 'కృష్ణమూర్తి (KP)', 'true-chitra': 'నిజ చిత్రపక్ష' },
    meanNode: 'రాహు, కేతువులకు సగటు స్థానం',
    trueNode: 'రాహు, కేతువులకు నిజ స్థానం',
    approximate: 'ఈ జాతకం సుమారుగా వేసింది',
    approximateReason: (city: string, country: string) =>
      `"${city}, ${country}" మా మ్యాప్‌లో దొరకలేదు, అందుకే ఈ జాతకం ఉజ్జయిని వద్ద భారత ప్రామాణిక సమయంతో వేశాం. ఖచ్చితమైన జాతకం కోసం, మీ ప్రొఫైల్‌లో సూచనల నుంచి పుట్టిన ఊరు (లేదా దగ్గరి పట్టణం) ఎంచుకోండి.`,
    updatePlace: 'పుట్టిన ఊరు మార్చండి',
  },

  timeNote: {
    localMean: (offset: string) => `పుట్టిన ఊరి స్థానిక సగటు సమయంగా తీసుకున్నాం (${offset}).`,
    skipped: (time: string, date: string, zone: string, readAs: string, offset: string) =>
      `${date}న ${zone}లో ${time} అనే సమయమే లేదు: గడియారాలు ముందుకు జరిపారు. దాన్ని ${readAs} (${offset})గా తీసుకున్నాం.`,
    repeated: (time: string, date: string, zone: string, offset: string) =>
      `${date}న ${zone}లో ${time} రెండుసార్లు వచ్చింది: గడియారాలు వెనక్కి జరిపారు. మొదటిది (${offset}) తీసుకున్నాం.`,
  },

  lagnaOf: (sign: string) => `లగ్నం ${sign}`,

  moonChart: {
    centre: (sign: string) => `చంద్ర లగ్నం, ${sign}`,
    title: 'మీ జన్మ రాశి నుంచి చూసింది',
    note: (sign: string, castFor: string) =>
      `మీ పుట్టిన సమయం తెలియదు కాబట్టి, ఈ జాతకం ${castFor}కు వేసి, మీ జన్మ రాశి ${sign} నుంచి చూస్తున్నాం: చంద్రుడు ఉన్న రాశే మొదటి భావం, మిగతా భావాలు దాని నుంచి లెక్కిస్తాం. లగ్నానికి ఖచ్చితమైన పుట్టిన సమయం కావాలి, అందుకే అది చూపించలేదు.`,
    noon: 'మీరు పుట్టిన రోజు మధ్యాహ్నం 12',
    middleOf: (part: string, time: string) => `${time}, ${part} మధ్య భాగం`,
    northNote: 'భావాలు స్థిరం; చంద్రుడి రాశి పై వజ్రంలో. అంకెలు రాశులను సూచిస్తాయి: మేషం 1 నుంచి మీనం 12 వరకు.',
    southNote: 'రాశులు స్థిరం, ఎడమ పై మూలలో మీనం నుంచి సవ్య దిశలో; అడ్డ గీత చంద్రుడి రాశిని సూచిస్తుంది — ఇక్కడ అదే మొదటి భావం.',
  },

  rashiChart: {
    title: 'రాశి చక్రం',
    subtitle: 'జన్మ జాతకం (D1), రాశే భావంగా',
    northNote: 'భావాలు స్థిరం; లగ్నం పై వజ్రంలో. అంకెలు రాశులను సూచిస్తాయి: మేషం 1 నుంచి మీనం 12 వరకు.',
    southNote: 'రాశులు స్థిరం, ఎడమ పై మూలలో మీనం నుంచి సవ్య దిశలో; అడ్డ గీత లగ్నాన్ని సూచిస్తుంది.',
    retrogradeMark: '(వ)',
    retrogradeNote: 'వక్ర గ్రహాన్ని సూచిస్తుంది.',
    centreTitle: 'రాశి',
    centreSubtitle: 'జన్మ జాతకం · D1',
  },

  style: {
    label: 'చక్రం పద్ధతి',
    north: 'ఉత్తర భారత పద్ధతి',
    south: 'దక్షిణ భారత పద్ధతి',
  },

  summary: {
    north: 'ఉత్తర భారత పద్ధతి జాతక చక్రం',
    south: 'దక్షిణ భారత పద్ధతి జాతక చక్రం',
    retrograde: ', వక్రంలో,',
    inHouse: (who: string, house: number, sign: string) => `${who} ${house}వ భావంలో, ${sign}`,
    inSign: (who: string, sign: string, house: number) => `${who} ${sign}లో, ${house}వ భావం`,
    chart: (title: string, lagna: string, bodies: string) => `${title}: లగ్నం ${lagna}; ${bodies}.`,
    moonChart: (title: string, moon: string, bodies: string) => `${title}, ${moon}లోని చంద్రుడి నుంచి లెక్కించిన భావాలు; ${bodies}.`,
    separator: '; ',
  },

  bodies: {
    title: 'గ్రహాలు',
    gloss: 'గ్రహ స్థితులు',
    intro: 'పుట్టిన క్షణంలో నిరయన స్థానాలు.',
    graha: 'గ్రహం',
    grahaGloss: 'గ్రహం పేరు',
    rashi: 'రాశి',
    rashiGloss: 'గ్రహం ఉన్న రాశి',
    degree: 'డిగ్రీలు',
    degreeGloss: 'రాశిలో',
    nakshatra: 'నక్షత్రం',
    nakshatraGloss: 'పాదంతో',
    bhava: 'భావం',
    bhavaGloss: 'ఇల్లు',
    pada: (pada: number) => `${pada}వ పాదం`,
    retrogradeSymbol: '℞',
    retrogradeTitle: 'వక్రం',
    retrogradeSpoken: 'వక్రం',
    legend: (retrograde: string, notes: string) => `${retrograde}. ${notes}.`,
  },

  notes: {
    exalted: { name: 'ఉచ్ఛ', gloss: 'పూర్తి బలం' },
    debilitated: { name: 'నీచ', gloss: 'బలహీనం' },
    own: { name: 'స్వక్షేత్రం', gloss: 'సొంత రాశి' },
    combust: { name: 'అస్తంగత్వం', gloss: 'సూర్యుడికి దగ్గర' },
    retrograde: { name: 'వక్రం', gloss: 'వెనుకకు నడక' },
  },

  dasha: {
    title: 'వింశోత్తరి దశ',
    gloss: 'గ్రహ కాలాలు',
    mahadasha: 'మహాదశ',
    mahadashaGloss: 'ప్రధాన కాలం',
    antardasha: 'అంతర్దశ',
    antardashaGloss: 'ఉప కాలం',
    outside: 'ఈ జాతకానికి లెక్కించిన 120 సంవత్సరాల చక్రం బయట ఈ రోజు ఉంది.',
    balanceBefore: (lord: string) => `జననానికి ${dashaOf(lord)} శేషం: `,
    balanceAfter: (_lord: string) => '.',
    all: 'తొమ్మిది మహాదశలు',
    now: 'ఇప్పుడు',
    elapsed: (percent: number) => `${percent}% గడిచింది`,
    yearNote: (days: number) =>
      `దశా సంవత్సరం ${days} రోజులు. ఇక్కడ సాధనాల మధ్య కొన్ని రోజుల తేడా ఉంటుంది: కొన్ని దశా సంవత్సరాన్ని 360 లేదా 365.2422 రోజులుగా లెక్కిస్తాయి, కాబట్టి వేరే పంచాంగం తేదీలు కొద్దిగా మారవచ్చు. మొదటి మహాదశ పుట్టుకకు ముందే మొదలైంది.`,
  },

  span: {
    years: (n: number) => plural('te', n, { one: '# సంవత్సరం', other: '# సంవత్సరాలు' }),
    months: (n: number) => plural('te', n, { one: '# నెల', other: '# నెలలు' }),
    days: (n: number) => plural('te', n, { one: '# రోజు', other: '# రోజులు' }),
    separator: ', ',
  },

  panchang: {
    today: 'ఈ రోజు పంచాంగం',
    abroad: (place: string, zone: string) => `మీరు ఇప్పుడు ఉండే ${place} కోసం: మీ దిన ఫలంలాగే, తేదీ, సమయాలు అక్కడివే${zone}.`,
    sunrise: 'సూర్యోదయం',
    sunriseGloss: 'ఉదయ సమయం',
    sunset: 'సూర్యాస్తమయం',
    sunsetGloss: 'అస్తమయ సమయం',
    noneToday: 'ఈ రోజు లేదు',
    lunarDay: (day: number, paksha: string) => `${paksha === 'Krishna' ? 'బహుళ పక్షం' : 'శుక్ల పక్షం'}, ${day}వ తిథి`,
    fullMoon: 'పౌర్ణమి',
    newMoon: 'అమావాస్య',
    pada: (pada: number, meaning: string) => `${meaning}, ${pada}వ పాదం`,
    yogaNumber: (n: number) => `27లో ${n}`,
    footer: (place: string, zone: string) => `సూర్యోదయం సమయానికి ఉన్న అంగాలు; అన్ని సమయాలు ${place} స్థానిక సమయం${zone}.`,
    also: (name: string, kind: string) => `ఇంకా ${name} · ${kind}`,
    kinds: { festival: 'పండుగ', vrat: 'వ్రతం', sankranti: 'సంక్రాంతి' },
  },

  kaal: {
    title: 'కాలాలు, ముహూర్తం',
    localTime: (zone: string) => `స్థానిక సమయం${zone}`,
    rahu: 'రాహుకాలం',
    yamaganda: 'యమగండం',
    gulika: 'గుళిక కాలం',
    abhijit: 'అభిజిత్ ముహూర్తం',
    auspicious: 'శుభ సమయం',
    notWednesday: 'బుధవారాల్లో పాటించరు',
    note: 'రాహుకాలం, యమగండం, గుళిక కాలంలో కొత్త పనులు మొదలుపెట్టరు; మధ్యాహ్నం చుట్టూ ఉండే అభిజిత్ ముహూర్తం శుభం.',
    none: 'ఈ రోజు కాలాలు లేవు: ఇక్కడ సూర్యుడు ఉదయించి అస్తమించడు.',
  },

  lucky: {
    colour: 'అదృష్ట రంగు',
    colourFrom: (weekday: string, lord: string) => `${weekday} అధిపతి ${lord} ఆధారంగా`,
    number: 'అదృష్ట సంఖ్య',
    numberFrom: (lord: string, nakshatra: string) => `${nakshatra} నక్షత్ర అధిపతి ${lord} ఆధారంగా`,
    colours: {
      saffron: 'కాషాయం',
      white: 'తెలుపు',
      red: 'ఎరుపు',
      green: 'ఆకుపచ్చ',
      yellow: 'పసుపు',
      pink: 'గులాబీ',
      'dark-blue': 'ముదురు నీలం',
      'smoky-grey': 'పొగ బూడిద రంగు',
      brown: 'గోధుమ రంగు',
    },
  },

  advice: {
    title: 'చేయదగినవి, చేయకూడనివి',
    gloss: 'ఈ రోజు మీ జాతకం ప్రకారం',
    do: 'చేయండి',
    doSpoken: 'చేయండి:',
    dont: 'మానండి',
    dontSpoken: 'మానండి:',
    nothing: 'ప్రత్యేకంగా ఏమీ లేదు',
    labels: {
      begin: 'కొత్త పని మొదలు',
      finish: 'మిగిలిన పనులు పూర్తి',
      travel: 'చిన్న ప్రయాణాలు',
      'money-in': 'డబ్బు వసూలు',
      'money-out': 'పెద్ద ఖర్చులు',
      talk: 'చర్చలు, సమావేశాలు',
      study: 'చదువు',
      family: 'కుటుంబంతో సమయం',
      rest: 'విశ్రాంతి',
      health: 'ఆరోగ్య నియమం',
      pray: 'ప్రార్థన, పూజ',
      charity: 'దానం',
      argue: 'వాదనలు',
      risk: 'పందేలు, జూదం',
      sign: 'పత్రాలపై సంతకం',
      lend: 'అప్పు ఇవ్వడం',
      haste: 'తొందరపాటు',
      overwork: 'అతిగా పని',
      'late-night': 'రాత్రి మేలుకోవడం',
      purchase: 'పెద్ద కొనుగోళ్లు',
    },
  },

  deeper: {
    title: 'జాతకం లోతుగా',
    gloss: 'వర్గ చక్రాలు, అష్టకవర్గు, షడ్బలం, KP, మరిన్ని దశలు',
    intro: 'జ్యోతిష్కుడు చూసే పట్టికలు: వర్గ చక్రాలు, అష్టకవర్గు, గ్రహ, భావ బలాలు, KP, యోగిని, చర దశలు.',
    open: 'పట్టికలు చూపించండి',
    close: 'పట్టికలు దాచండి',
    accuracy: 'ఈ అంకెలు జగన్నాథ హోరా సాఫ్ట్‌వేర్‌తో ఎలా సరిపోలుతాయి',
  },
};
