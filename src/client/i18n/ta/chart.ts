import type { Graha } from '../../../astro/zodiac';
import { namesTa } from '../../../shared/astro-names/ta';
import type { chart as en } from '../en/chart';
import { plural } from '../plural';
import type { Translation } from '../text';

/** A graha's joining form before திசை ("சுக்கிர திசை"), found from its Tamil name. */
const DASHA_STEM: Record<Graha, string> = {
  Sun: 'சூரிய',
  Moon: 'சந்திர',
  Mars: 'செவ்வாய்',
  Mercury: 'புதன்',
  Jupiter: 'குரு',
  Venus: 'சுக்கிர',
  Saturn: 'சனி',
  Rahu: 'ராகு',
  Ketu: 'கேது',
};
const dashaOf = (lord: string) => {
  const graha = (Object.keys(namesTa.graha) as Graha[]).find((key) => namesTa.graha[key] === lord);
  return `${graha ? DASHA_STEM[graha] : lord} திசை`;
};

export const chart: Translation<typeof en> = {
  title: 'உங்கள் ஜாதகம்',
  casting: 'உங்கள் ஜாதகத்தைக் கணிக்கிறோம்...',
  trying: 'முயல்கிறோம்...',

  header: {
    eyebrow: 'ஜென்ம ஜாதகம் · ராசிக் கட்டம்',
    born: 'பிறப்பு: ',
    bornAt: ', ',
    bornIn: (city: string, country: string) => `, ${city}, ${country}`,
    ayanamsa: (name: string, degrees: string) => `${name} அயனாம்சம் ${degrees}`,
    ayanamsaNames: { lahiri: 'லாஹிரி', raman: 'ராமன்', kp: 'கிருஷ்ணமூர்த்தி (KP)', 'true-chitra': 'உண்மைச் சித்ரபட்சம்' },
    meanNode: 'ராகு, கேதுவுக்குச் சராசரி நிலை',
    trueNode: 'ராகு, கேதுவுக்கு உண்மை நிலை',
    approximate: 'இந்த ஜாதகம் தோராயமானது',
    approximateReason: (city: string, country: string) =>
      `"${city}, ${country}" எங்கள் வரைபடத்தில் கிடைக்கவில்லை; அதனால் இந்த ஜாதகம் உஜ்ஜயினியின் இந்திய நேரத்தைக் கொண்டு கணிக்கப்பட்டது. துல்லியமான ஜாதகத்துக்கு, உங்கள் சுயவிவரத்தில் பரிந்துரைகளிலிருந்து பிறந்த ஊரை (அல்லது அருகிலுள்ள ஊரை) தேர்ந்தெடுங்கள்.`,
    updatePlace: 'பிறந்த ஊரைப் புதுப்பிக்க',
  },

  timeNote: {
    localMean: (offset: string) => `பிறந்த ஊரின் உள்ளூர்ச் சராசரி நேரமாகக் கொள்ளப்பட்டது (${offset}).`,
    skipped: (time: string, date: string, zone: string, readAs: string, offset: string) =>
      `${date} அன்று ${zone} பகுதியில் ${time} என்ற நேரமே இல்லை: கடிகாரங்கள் முன்னே நகர்த்தப்பட்டன. அது ${readAs} (${offset}) எனக் கொள்ளப்பட்டது.`,
    repeated: (time: string, date: string, zone: string, offset: string) =>
      `${date} அன்று ${zone} பகுதியில் ${time} இருமுறை வந்தது: கடிகாரங்கள் பின்னே நகர்த்தப்பட்டன. முதலாவது (${offset}) கொள்ளப்பட்டது.`,
  },

  lagnaOf: (sign: string) => `லக்னம் ${sign}`,

  moonChart: {
    centre: (sign: string) => `சந்திர லக்னம், ${sign}`,
    title: 'உங்கள் ராசியிலிருந்து பார்த்தது',
    note: (sign: string, castFor: string) =>
      `உங்கள் பிறந்த நேரம் தெரியாததால், இந்த ஜாதகம் ${castFor} நேரத்துக்குக் கணிக்கப்பட்டு, உங்கள் ராசியான ${sign} கொண்டு பார்க்கப்படுகிறது: சந்திரன் நிற்கும் ராசியே முதல் வீடு, மற்ற வீடுகள் அதிலிருந்து எண்ணப்படுகின்றன. லக்னத்துக்குச் சரியான பிறந்த நேரம் தேவை; அதனால் அது காட்டப்படவில்லை.`,
    noon: 'நீங்கள் பிறந்த நாளின் நண்பகல்',
    middleOf: (part: string, time: string) => `${time}, ${part} நேரத்தின் நடுப்பகுதி`,
    northNote: 'வீடுகள் நிலையானவை; சந்திரன் நிற்கும் ராசி மேல் வைரத்தில். எண்கள் ராசிகளைக் குறிக்கின்றன: மேஷம் 1 முதல் மீனம் 12 வரை.',
    southNote: 'ராசிகள் நிலையானவை, இடது மேல் மூலையில் மீனம் தொடங்கி வலஞ்சுழியாக; குறுக்குக் கோடு சந்திரன் நிற்கும் ராசியைக் குறிக்கிறது — இங்கே அதுவே முதல் வீடு.',
  },

  rashiChart: {
    title: 'ராசிக் கட்டம்',
    subtitle: 'ஜென்ம ஜாதகம் (D1), ராசியே வீடாக',
    northNote: 'வீடுகள் நிலையானவை; லக்னம் மேல் வைரத்தில். எண்கள் ராசிகளைக் குறிக்கின்றன: மேஷம் 1 முதல் மீனம் 12 வரை.',
    southNote: 'ராசிகள் நிலையானவை, இடது மேல் மூலையில் மீனம் தொடங்கி வலஞ்சுழியாக; குறுக்குக் கோடு லக்னத்தைக் குறிக்கிறது.',
    retrogradeMark: '(வ)',
    retrogradeNote: 'வக்கிர கிரகத்தைக் குறிக்கிறது.',
    centreTitle: 'ராசி',
    centreSubtitle: 'ஜென்ம ஜாதகம் · D1',
  },

  style: {
    label: 'கட்ட முறை',
    north: 'வட இந்திய முறை',
    south: 'தென் இந்திய முறை',
  },

  summary: {
    north: 'வட இந்திய முறை ஜாதகம்',
    south: 'தென் இந்திய முறை ஜாதகம்',
    retrograde: ', வக்கிரம்,',
    inHouse: (who: string, house: number, sign: string) => `${who} ${house}-ஆம் வீட்டில், ${sign}`,
    inSign: (who: string, sign: string, house: number) => `${who} ${sign} ராசியில், ${house}-ஆம் வீடு`,
    chart: (title: string, lagna: string, bodies: string) => `${title}: லக்னம் ${lagna}; ${bodies}.`,
    moonChart: (title: string, moon: string, bodies: string) => `${title}, ${moon} ராசியில் நிற்கும் சந்திரனிலிருந்து எண்ணிய வீடுகள்; ${bodies}.`,
    separator: '; ',
  },

  bodies: {
    title: 'கிரகங்கள்',
    gloss: 'கோள்களின் நிலை',
    intro: 'பிறந்த கணத்தில் நிராயன (சாயனமற்ற) நிலைகள்.',
    graha: 'கிரகம்',
    grahaGloss: 'கோள்',
    rashi: 'ராசி',
    rashiGloss: 'கிரகம் நின்ற ராசி',
    degree: 'பாகை',
    degreeGloss: 'ராசிக்குள்',
    nakshatra: 'நட்சத்திரம்',
    nakshatraGloss: 'பாதத்துடன்',
    bhava: 'வீடு',
    bhavaGloss: 'பாவம்',
    pada: (pada: number) => `${pada}-ஆம் பாதம்`,
    retrogradeSymbol: '℞',
    retrogradeTitle: 'வக்கிரம்',
    retrogradeSpoken: 'வக்கிரம்',
    legend: (retrograde: string, notes: string) => `${retrograde}. ${notes}.`,
  },

  notes: {
    exalted: { name: 'உச்சம்', gloss: 'முழு பலம்' },
    debilitated: { name: 'நீசம்', gloss: 'பலம் குறைவு' },
    own: { name: 'ஆட்சி', gloss: 'சொந்த வீடு' },
    combust: { name: 'அஸ்தமனம்', gloss: 'சூரியனுக்கு அருகில்' },
    retrograde: { name: 'வக்கிரம்', gloss: 'பின்னோக்கிய நடை' },
  },

  dasha: {
    title: 'விம்சோத்தரி திசை',
    gloss: 'கிரகங்களின் காலங்கள்',
    mahadasha: 'திசை',
    mahadashaGloss: 'பெரும் காலம்',
    antardasha: 'புக்தி',
    antardashaGloss: 'உட்காலம்',
    outside: 'இந்த ஜாதகத்துக்குக் கணித்த 120 ஆண்டுச் சுழற்சிக்கு வெளியே இன்றைய நாள் உள்ளது.',
    balanceBefore: (lord: string) => `பிறப்பில் ${dashaOf(lord)} இருப்பு: `,
    balanceAfter: (_lord: string) => '.',
    all: 'ஒன்பது திசைகளும்',
    now: 'இப்போது',
    elapsed: (percent: number) => `${percent}% கடந்தது`,
    yearNote: (days: number) =>
      `திசை ஆண்டு ${days} நாட்கள். இதில் கருவிகள் சில நாட்கள் வேறுபடுகின்றன: சில திசை ஆண்டை 360 அல்லது 365.2422 நாட்களாகக் கொள்கின்றன; அதனால் வேறு பஞ்சாங்கத்தின் தேதிகள் சற்று மாறலாம். முதல் திசை பிறப்புக்கு முன்பே தொடங்கியது.`,
  },

  span: {
    years: (n: number) => plural('ta', n, { one: '# ஆண்டு', other: '# ஆண்டுகள்' }),
    months: (n: number) => plural('ta', n, { one: '# மாதம்', other: '# மாதங்கள்' }),
    days: (n: number) => plural('ta', n, { one: '# நாள்', other: '# நாட்கள்' }),
    separator: ', ',
  },

  panchang: {
    today: 'இன்றைய பஞ்சாங்கம்',
    abroad: (place: string, zone: string) => `நீங்கள் இப்போது வசிக்கும் ${place}-க்கு: உங்கள் தினசரி ராசிபலன் போலவே, தேதியும் நேரங்களும் அந்த ஊருடையவை${zone}.`,
    sunrise: 'சூரிய உதயம்',
    sunriseGloss: 'உதய நேரம்',
    sunset: 'சூரிய அஸ்தமனம்',
    sunsetGloss: 'அஸ்தமன நேரம்',
    noneToday: 'இன்று இல்லை',
    lunarDay: (day: number, paksha: string) => `${paksha === 'Krishna' ? 'தேய்பிறை' : 'வளர்பிறை'}, ${day}-ஆம் திதி`,
    fullMoon: 'பௌர்ணமி',
    newMoon: 'அமாவாசை',
    pada: (pada: number, meaning: string) => `${meaning}, ${pada}-ஆம் பாதம்`,
    yogaNumber: (n: number) => `27-இல் ${n}`,
    footer: (place: string, zone: string) => `சூரிய உதயத்தின்போது உள்ள அங்கங்கள்; எல்லா நேரங்களும் ${place} உள்ளூர் நேரம்${zone}.`,
    also: (name: string, kind: string) => `மேலும் ${name} · ${kind}`,
    kinds: { festival: 'பண்டிகை', vrat: 'விரதம்', sankranti: 'சங்கராந்தி' },
  },

  kaal: {
    title: 'காலங்களும் முகூர்த்தமும்',
    localTime: (zone: string) => `உள்ளூர் நேரம்${zone}`,
    rahu: 'ராகு காலம்',
    yamaganda: 'எமகண்டம்',
    gulika: 'குளிகை',
    abhijit: 'அபிஜித் முகூர்த்தம்',
    auspicious: 'நல்ல நேரம்',
    notWednesday: 'புதன்கிழமைகளில் கொள்வதில்லை',
    note: 'ராகு காலம், எமகண்டம், குளிகை ஆகியவற்றில் புதிய காரியங்களைத் தொடங்குவதில்லை; நண்பகலை ஒட்டிய அபிஜித் முகூர்த்தம் நல்லது.',
    none: 'இன்று காலங்கள் இல்லை: இங்கே சூரியன் உதித்து மறைவதில்லை.',
  },

  lucky: {
    colour: 'அதிர்ஷ்ட நிறம்',
    colourFrom: (weekday: string, lord: string) => `${weekday} அதிபதி ${lord} கொண்டு`,
    number: 'அதிர்ஷ்ட எண்',
    numberFrom: (lord: string, nakshatra: string) => `${nakshatra} நட்சத்திர அதிபதி ${lord} கொண்டு`,
    colours: {
      saffron: 'காவி',
      white: 'வெள்ளை',
      red: 'சிவப்பு',
      green: 'பச்சை',
      yellow: 'மஞ்சள்',
      pink: 'இளஞ்சிவப்பு',
      'dark-blue': 'கருநீலம்',
      'smoky-grey': 'புகைச் சாம்பல்',
      brown: 'பழுப்பு',
    },
  },

  advice: {
    title: 'செய்யலாம், தவிர்க்கவும்',
    gloss: 'இன்று உங்கள் ஜாதகப்படி',
    do: 'செய்யலாம்',
    doSpoken: 'செய்யலாம்:',
    dont: 'தவிர்க்கவும்',
    dontSpoken: 'தவிர்க்கவும்:',
    nothing: 'குறிப்பாக எதுவும் இல்லை',
    labels: {
      begin: 'புதிய தொடக்கம்',
      finish: 'நிலுவை வேலை முடித்தல்',
      travel: 'குறும் பயணங்கள்',
      'money-in': 'பணம் வசூல்',
      'money-out': 'பெரிய செலவு',
      talk: 'பேச்சு, சந்திப்புகள்',
      study: 'படிப்பு',
      family: 'குடும்ப நேரம்',
      rest: 'ஓய்வு',
      health: 'உடல்நலப் பழக்கம்',
      pray: 'வழிபாடு, பூஜை',
      charity: 'தானம்',
      argue: 'வாக்குவாதம்',
      risk: 'ஆபத்தான பந்தயம்',
      sign: 'ஆவணங்களில் கையொப்பம்',
      lend: 'கடன் கொடுத்தல்',
      haste: 'அவசரம்',
      overwork: 'அளவுக்கு மீறிய வேலை',
      'late-night': 'இரவு விழிப்பு',
      purchase: 'பெரிய பொருள் வாங்குதல்',
    },
  },

  deeper: {
    title: 'ஜாதகம் ஆழமாக',
    gloss: 'வர்க்கங்கள், அஷ்டகவர்க்கம், ஷட்பலம், KP, மேலும் திசைகள்',
    intro: 'ஒரு ஜோதிடர் பார்க்கும் அட்டவணைகள்: வர்க்கச் சக்கரங்கள், அஷ்டகவர்க்கம், கிரக, பாவ பலங்கள், KP, யோகினி, சர திசைகள்.',
    open: 'அட்டவணைகளைக் காட்டுக',
    close: 'அட்டவணைகளை மறைக்க',
    accuracy: 'இந்த எண்கள் ஜகன்னாத ஹோரா மென்பொருளோடு எப்படி ஒத்துப்போகின்றன',
  },
};
