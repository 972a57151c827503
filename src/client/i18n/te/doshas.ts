import { namesTe } from '../../../shared/astro-names/te';
import type { doshas as en } from '../en/doshas';
import type { Translation } from '../text';

/** Houses 1–12 as the adjective before భావం: 'ఏడవ భావంలో'. */
const nth = (n: number) => namesTe.houses[n - 1] ?? `${n}వ`;

export const doshas: Translation<typeof en> = {
  title: 'దోషాలు',
  gloss: 'వాటి పరిహారాలతో',
  intro:
    'దోషం అంటే జాతకంలోని ఒక అమరిక, తీర్పు కాదు; చాలా జాతకాల్లో ఏదో ఒకటి ఉంటుంది. పరిహారాలు మనశ్శాంతి కోసం చేసే ప్రార్థన, దానం, ఉపవాసం వంటి సంప్రదాయ ఆచారాలు. వీటిలో దేనికీ రత్నం గానీ డబ్బు కట్టే పూజ గానీ అవసరం లేదు.',
  and: ', ',
  status: {
    present: 'ఉంది',
    cancelled: 'భంగమైంది',
    absent: 'లేదు',
    partial: 'పాక్షికం',
    running: 'నడుస్తోంది',
    paused: 'విరామం',
    notRunning: 'నడవడం లేదు',
  },

  mangal: {
    title: 'కుజ దోషం',
    gloss: 'అంగారక దోషం',
    inHouse: (house: number, from: string) => `కుజుడు ${from} ${nth(house)} భావంలో ఉన్నాడు.`,
    from: { lagna: 'మీ లగ్నం నుంచి', moon: 'మీ చంద్రుడి నుంచి', venus: 'శుక్రుడి నుంచి' },
    noneFromMoon: (moon: number, venus: number) =>
      `మీ చంద్రుడి నుంచి, శుక్రుడి నుంచి లెక్కిస్తే కుజ దోషం లేదు: కుజుడు మీ చంద్రుడి నుంచి ${nth(moon)} భావంలో, శుక్రుడి నుంచి ${nth(venus)} భావంలో ఉన్నాడు; ఇవి దోష భావాలు (1, 2, 4, 7, 8, 12) కావు. లగ్నం నుంచి లెక్కించడానికి ఖచ్చితమైన పుట్టిన సమయం కావాలి.`,
    none: (lagna: number, moon: number, venus: number) =>
      `కుజ దోషం లేదు: కుజుడు మీ లగ్నం నుంచి ${nth(lagna)} భావంలో, చంద్రుడి నుంచి ${nth(moon)} భావంలో, శుక్రుడి నుంచి ${nth(venus)} భావంలో ఉన్నాడు; వీటిలో ఏదీ దోష భావం (1, 2, 4, 7, 8, 12) కాదు.`,
    cancelledBy: 'శాస్త్రంలో చెప్పిన మినహాయింపుల వల్ల దోష భంగం అవుతుంది, కాబట్టి సంప్రదాయం ప్రకారం పరిహారం అవసరం లేదు:',
    reasons: {
      ownSign: 'కుజుడు స్వక్షేత్రంలో ఉన్నాడు',
      exalted: 'కుజుడు మకరంలో ఉచ్ఛలో ఉన్నాడు',
      houseSign: (house: number, from: string, sign: string) => `${from} ${nth(house)} భావంలోని కుజుడు ${sign}లో ఉన్నాడు; ఇది శాస్త్రంలో చెప్పిన మినహాయింపు`,
      jupiterConjunct: 'గురువు కుజుడితో కలిసి ఉన్నాడు',
      jupiterAspect: 'గురువు కుజుడిని చూస్తున్నాడు',
      moonConjunct: 'చంద్రుడు కుజుడితో కలిసి ఉన్నాడు',
      lagnaLeoAquarius: (lagna: string) => `మీ లగ్నం ${lagna}`,
      yogakaraka: (lagna: string) => `${lagna} లగ్నానికి కుజుడు యోగకారకుడు`,
    },
    common: 'కుజ దోషం సాధారణమే: దాదాపు సగం జాతకాల్లో కుజుడు లగ్నం నుంచి ఈ ఆరు భావాల్లో ఒకదానిలో ఉంటాడు.',
    borderline: 'కుజుడు రాశి సరిహద్దుకు ఒక డిగ్రీ లోపల ఉన్నాడు, కాబట్టి పుట్టిన సమయంలో చిన్న మార్పు కూడా దీన్ని మార్చవచ్చు.',
  },

  kaalSarp: {
    title: 'కాలసర్ప దోషం',
    gloss: 'రాహు, కేతువుల మధ్య గ్రహాలు',
    full: (house: number, type: string) =>
      `ఏడు గ్రహాలూ రాహు, కేతువుల మధ్య ఉన్నాయి. రాహువు మీ ${nth(house)} భావంలో ఉన్నందున ఇది ${type} కాలసర్పం.`,
    partial: (house: number, type: string, outside: string) =>
      `ఏడింటిలో ఆరు గ్రహాలు రాహు, కేతువుల మధ్య ఉన్నాయి, ${outside} బయట ఉంది: పాక్షిక ${type} కాలసర్పం (రాహువు మీ ${nth(house)} భావంలో). చాలా పంచాంగాలు పాక్షిక దోషాన్ని స్వల్పంగా చూస్తాయి; కొన్ని అసలు లెక్కలోకి తీసుకోవు.`,
    none: 'కాలసర్ప దోషం లేదు: రాహు–కేతు అక్షానికి రెండు వైపులా గ్రహాలు ఉన్నాయి.',
    degreeRule: 'డిగ్రీల ప్రకారం లెక్క: రాహువు లేదా కేతువు రాశిలోని గ్రహం, దాని డిగ్రీ అక్షానికి ఏ వైపు పడుతుందో దాన్ని బట్టి లోపల లేదా బయట.',
    borderline: 'ఒక గ్రహం రాహువు లేదా కేతువుకు ఒక డిగ్రీ లోపల ఉంది, కాబట్టి పుట్టిన సమయంలో చిన్న మార్పు కూడా దీన్ని మార్చవచ్చు.',
    types: {
      anant: 'అనంత',
      kulik: 'కులిక',
      vasuki: 'వాసుకి',
      shankhpal: 'శంఖపాల',
      padma: 'పద్మ',
      mahapadma: 'మహాపద్మ',
      takshak: 'తక్షక',
      karkotak: 'కర్కోటక',
      shankhachood: 'శంఖచూడ',
      ghatak: 'ఘాతక',
      vishdhar: 'విషధర',
      sheshnag: 'శేషనాగ',
    },
  },

  sadeSati: {
    title: 'ఏలినాటి శని',
    gloss: 'శని ఏడున్నర సంవత్సరాలు',
    now: {
      rising: (sign: string) => `శని ${sign}లో, మీ జన్మ రాశికి పన్నెండవ రాశిలో ఉన్నాడు: ఏలినాటి శని మొదటి దశ.`,
      peak: (sign: string) => `శని మీ జన్మ రాశి అయిన ${sign}లో ఉన్నాడు: ఏలినాటి శని మధ్య దశ (జన్మ శని).`,
      setting: (sign: string) => `శని ${sign}లో, మీ జన్మ రాశికి రెండవ రాశిలో ఉన్నాడు: ఏలినాటి శని చివరి దశ.`,
    },
    thisPhase: (start: string, end: string) => `ఈ దశ: ${start} – ${end}.`,
    paused: (sign: string, back: string) =>
      `ఏలినాటి శని నడుస్తోంది, కానీ ప్రస్తుతం శని దాని మూడు రాశుల బయట ${sign}లో ఉన్నాడు: ${back} వరకు విరామం.`,
    next: (sign: string, start: string, end: string) =>
      `ఇప్పుడు ఏలినాటి శని నడవడం లేదు. తదుపరిది ${start}న, శని మీ జన్మ రాశికి పన్నెండవ రాశి అయిన ${sign}లో ప్రవేశించినప్పుడు మొదలై, ${end}న ముగుస్తుంది.`,
    common: 'ఏలినాటి శని దాదాపు ముప్పై ఏళ్లకు ఒకసారి అందరికీ వస్తుంది, వెళ్లిపోతుంది. ఓపిక, నిలకడైన శ్రమ, ఆరోగ్యం, మంచి అలవాట్ల మీద శ్రద్ధ — వీటి కాలంగా సంప్రదాయం దీన్ని చూస్తుంది.',
    phases: { rising: 'మొదటి దశ', peak: 'మధ్య దశ', setting: 'చివరి దశ' },
    saturnIn: (sign: string) => `శని ${sign}లో`,
    nowBadge: 'ఇప్పుడు',
    overlap: 'శని ఒక రాశిలో మొదట ప్రవేశించినప్పటి నుంచి చివరిగా వదిలే వరకు ఒక దశ; వక్రంలో వెనక్కి వచ్చినప్పుడు దశలు ఒకదానిపై ఒకటి పడతాయి.',
    moves: 'ప్రతి రాశి మార్పు',
    returning: 'వక్రంలో తిరిగి రావడం',
    pause: 'విరామం',
    dhaiya: {
      4: (sign: string, start: string, end: string) =>
        `అర్ధాష్టమ శని (కంటక శని): శని మీ జన్మ రాశికి నాల్గవ రాశి అయిన ${sign}లో, ${start} నుంచి ${end} వరకు.`,
      8: (sign: string, start: string, end: string) =>
        `అష్టమ శని: శని మీ జన్మ రాశికి ఎనిమిదవ రాశి అయిన ${sign}లో, ${start} నుంచి ${end} వరకు.`,
    },
  },

  debility: {
    title: 'నీచ గ్రహాలు',
    gloss: 'నీచ భంగం లేకుండా',
    stands: (house: number, graha: string, sign: string) =>
      `${graha} తన నీచ రాశి అయిన ${sign}లో, మీ ${nth(house)} భావంలో ఉన్నాడు; శాస్త్రంలో చెప్పిన నీచ భంగ నియమాల్లో ఏదీ వర్తించదు.`,
    cancelled: (graha: string, sign: string) => `${graha} ${sign}లో నీచలో ఉన్నాడు, కానీ నీచ భంగం అవుతుంది:`,
    rules: {
      dispositorInKendra: (lord: string, sign: string) => `${sign} అధిపతి ${lord} మీ లగ్నం లేదా చంద్రుడి నుంచి కేంద్రంలో ఉన్నాడు`,
      exaltationLordInKendra: (lord: string, graha: string) => `${graha} ఉచ్ఛ పొందే రాశి అధిపతి ${lord} మీ లగ్నం లేదా చంద్రుడి నుంచి కేంద్రంలో ఉన్నాడు`,
      exaltedThereInKendra: (planet: string, sign: string) => `${sign}లో ఉచ్ఛ పొందే ${planet} మీ లగ్నం లేదా చంద్రుడి నుంచి కేంద్రంలో ఉన్నాడు`,
      dispositorJoinsOrAspects: (lord: string, graha: string) => `ఆ రాశి అధిపతి ${lord}, ${graha}తో కలుస్తాడు లేదా చూస్తాడు`,
      exaltedInNavamsa: (graha: string) => `${graha} నవాంశలో ఉచ్ఛలో ఉన్నాడు`,
    },
    none: 'మీ జాతకంలో ఏ గ్రహమూ నీచలో లేదు.',
  },

  remedies: {
    title: 'సంప్రదాయ పరిహారాలు',
    mantra: 'మంత్రం',
    charity: 'దానం',
    fast: 'ఉపవాసం',
    beej: {
      Sun: 'ఓం హ్రాం హ్రీం హ్రౌం సః సూర్యాయ నమః',
      Moon: 'ఓం శ్రాం శ్రీం శ్రౌం సః చంద్రమసే నమః',
      Mars: 'ఓం క్రాం క్రీం క్రౌం సః భౌమాయ నమః',
      Mercury: 'ఓం బ్రాం బ్రీం బ్రౌం సః బుధాయ నమః',
      Jupiter: 'ఓం గ్రాం గ్రీం గ్రౌం సః గురవే నమః',
      Venus: 'ఓం ద్రాం ద్రీం ద్రౌం సః శుక్రాయ నమః',
      Saturn: 'ఓం ప్రాం ప్రీం ప్రౌం సః శనైశ్చరాయ నమః',
      Rahu: 'ఓం భ్రాం భ్రీం భ్రౌం సః రాహవే నమః',
      Ketu: 'ఓం స్రాం స్రీం స్రౌం సః కేతవే నమః',
    },
    mantras: {
      'hanuman-chalisa': 'హనుమాన్ చాలీసా',
      'maha-mrityunjaya': 'మహా మృత్యుంజయ మంత్రం (ఓం త్ర్యంబకం యజామహే…)',
      'shani-stotra': 'దశరథ మహారాజు చెప్పిన శని స్తోత్రం',
    },
    times: (count: number) => (count === 108 ? '108 సార్లు, ఒక జపమాల' : count === 1 ? 'ఒకసారి' : `${count} సార్లు`),
    everyDay: 'ప్రతి రోజు',
    onDay: (day: string) => `ప్రతి ${day}`,
    total: (total: string) => `పూర్తి అనుష్ఠానానికి మొత్తం ${total}`,
    given: (items: string, day: string) => `${items}, ${day} నాడు దానంగా`,
    fastOn: (day: string) => `ప్రతి ${day} సాధారణ ఉపవాసం`,
    alsoOn: (observance: string) => `— ${observance} నాడు కూడా`,
    charityItems: {
      wheat: 'గోధుమలు',
      jaggery: 'బెల్లం',
      copper: 'రాగి',
      rice: 'బియ్యం',
      milk: 'పాలు',
      'white-cloth': 'తెల్లని వస్త్రం',
      'red-lentils': 'ఎర్ర పప్పు (మసూర్)',
      'red-cloth': 'ఎర్రని వస్త్రం',
      'green-gram': 'పెసలు',
      'green-cloth': 'ఆకుపచ్చ వస్త్రం',
      'chana-dal': 'శనగపప్పు',
      turmeric: 'పసుపు',
      'yellow-cloth': 'పసుపు వస్త్రం',
      curd: 'పెరుగు',
      'black-sesame': 'నల్ల నువ్వులు',
      'mustard-oil': 'ఆవ నూనె',
      'black-cloth': 'నల్లని వస్త్రం',
      'black-gram': 'మినుములు',
      blanket: 'ఒక కంబళి',
      sesame: 'నువ్వులు',
    },
    weekdays: {
      0: namesTe.weekdays[0],
      1: namesTe.weekdays[1],
      2: namesTe.weekdays[2],
      3: namesTe.weekdays[3],
      4: namesTe.weekdays[4],
      5: namesTe.weekdays[5],
      6: namesTe.weekdays[6],
    },
  },
};
