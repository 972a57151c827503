// The words of a Kundli Milan report in each language, shared by the page (its catalogue spreads
// them in), the stored summary and the PDF, so the three never name a koota differently.
import type { Gana, Nadi, Tara, Varna, Vashya, Yoni } from '../astro/koota-tables';
import type { CancellationRule, KootaName, MangalSide, MatchResult, Side, Verdict } from '../astro/matching';

type KootaWords = { name: string; meaning: string };

export type MatchWords = {
  title: string;
  kootas: Record<KootaName, KootaWords>;
  verdicts: Record<Verdict, string>;
  /** What each band means, in one line. */
  verdictNotes: Record<Verdict, string>;
  doshaCancelled: { nadi: string; bhakoot: string };
  rules: Record<CancellationRule, string>;
  values: {
    varna: Record<Varna, string>;
    vashya: Record<Vashya, string>;
    tara: Record<Tara, string>;
    yoni: Record<Yoni, string>;
    gana: Record<Gana, string>;
    nadi: Record<Nadi, string>;
  };
  mangal: {
    title: string;
    none: string;
    present: string;
    cancelledByChart: string;
    cancelledByPartner: string;
    mutual: string;
    oneSided: (name: string) => string;
    neither: string;
    ownChartOnly: string;
    /** One side's birth time is not known: its count from the lagna cannot be made. */
    fromMoon: (name: string) => string;
  };
  roles: {
    byGender: (groom: string, bride: string) => string;
    aAsGroom: (a: string) => string;
  };
  /** '28½ of 36 gunas'. */
  outOf: (points: string) => string;
};

export const matchWordsEn: MatchWords = {
  title: 'Kundli Milan',
  kootas: {
    varna: { name: 'Varna', meaning: 'Work and duty: whether the two temperaments toward responsibility sit well together.' },
    vashya: { name: 'Vashya', meaning: 'Attraction: how much each is drawn to the other and can sway them.' },
    tara: { name: 'Tara', meaning: "Birth stars: how each one's nakshatra bodes for the other's health and fortune." },
    yoni: { name: 'Yoni', meaning: 'Physical and intimate harmony, from the animals of the two birth stars.' },
    maitri: { name: 'Graha Maitri', meaning: 'Friendship of the two Moon-sign lords: how easily the two minds meet.' },
    gana: { name: 'Gana', meaning: 'Temperament: divine, human or fierce, and whether the two natures agree.' },
    bhakoot: { name: 'Bhakoot', meaning: 'How the two Moon signs sit from each other: affection, family welfare and prosperity.' },
    nadi: { name: 'Nadi', meaning: 'Health and children: the same nadi for both is the weightiest defect of all.' },
  },
  verdicts: { 'not-recommended': 'Not recommended', acceptable: 'Acceptable', good: 'Good match', excellent: 'Excellent match' },
  verdictNotes: {
    'not-recommended': 'Below 18 of 36: the almanacs advise against this match.',
    acceptable: '18 to 24 of 36: an acceptable match.',
    good: '25 to 32 of 36: a good match.',
    excellent: 'Above 32 of 36: an excellent match.',
  },
  doshaCancelled: { nadi: 'Nadi dosha is cancelled', bhakoot: 'Bhakoot dosha is cancelled' },
  rules: {
    'same-rashi-different-nakshatra': 'both Moons are in the same sign but in different nakshatras',
    'same-nakshatra-different-rashi': 'both Moons are in the same nakshatra but in different signs',
    'same-nakshatra-different-pada': 'both Moons are in the same nakshatra but in different padas',
    'same-rashi-lord': 'both Moon signs have the same lord',
    'friendly-rashi-lords': 'the lords of the two Moon signs are friends',
    'friendly-navamsa-lords': "the lords of the two Moons' navamsa signs are friends",
  },
  values: {
    varna: { Brahmin: 'Brahmin', Kshatriya: 'Kshatriya', Vaishya: 'Vaishya', Shudra: 'Shudra' },
    vashya: { Chatushpada: 'Chatushpada (quadruped)', Manava: 'Manava (human)', Jalachara: 'Jalachara (water)', Vanachara: 'Vanachara (wild)', Keeta: 'Keeta (insect)' },
    tara: { Janma: 'Janma', Sampat: 'Sampat', Vipat: 'Vipat', Kshema: 'Kshema', Pratyari: 'Pratyari', Sadhaka: 'Sadhaka', Vadha: 'Vadha', Mitra: 'Mitra', 'Parama Mitra': 'Parama Mitra' },
    yoni: {
      Ashwa: 'Ashwa (horse)', Gaja: 'Gaja (elephant)', Mesha: 'Mesha (ram)', Sarpa: 'Sarpa (serpent)', Shwana: 'Shwana (dog)',
      Marjara: 'Marjara (cat)', Mushaka: 'Mushaka (rat)', Gau: 'Gau (cow)', Mahisha: 'Mahisha (buffalo)', Vyaghra: 'Vyaghra (tiger)',
      Mriga: 'Mriga (deer)', Vanara: 'Vanara (monkey)', Nakula: 'Nakula (mongoose)', Simha: 'Simha (lion)',
    },
    gana: { Deva: 'Deva (divine)', Manushya: 'Manushya (human)', Rakshasa: 'Rakshasa (fierce)' },
    nadi: { Adi: 'Adi', Madhya: 'Madhya', Antya: 'Antya' },
  },
  mangal: {
    title: 'Mangal dosha',
    none: 'No Mangal dosha',
    present: 'Mangal dosha',
    cancelledByChart: 'Mangal dosha, cancelled in the chart itself',
    cancelledByPartner: "Mangal dosha, cancelled by the partner's",
    mutual: 'Both charts have Mangal dosha, so each cancels the other.',
    oneSided: (name) => `Only ${name}'s chart has Mangal dosha, and the other chart does not balance it.`,
    neither: 'Neither chart has a Mangal dosha that stands.',
    ownChartOnly: 'Where a chart has Mangal dosha, that chart itself cancels it.',
    fromMoon: (name) => `${name}'s birth time is not known, so their Mangal dosha is counted from the Moon and Venus only, not from the lagna.`,
  },
  roles: {
    byGender: (groom, bride) => `${groom} is counted as the groom and ${bride} as the bride.`,
    aAsGroom: (a) => `Varna and gana count from the groom's side; with no groom and bride given, ${a} takes that place.`,
  },
  outOf: (points) => `${points} of 36 gunas`,
};

export const matchWordsHi: MatchWords = {
  title: 'कुंडली मिलान',
  kootas: {
    varna: { name: 'वर्ण', meaning: 'काम और कर्तव्य: ज़िम्मेदारी के प्रति दोनों का स्वभाव आपस में कितना मेल खाता है।' },
    vashya: { name: 'वश्य', meaning: 'आकर्षण: दोनों एक-दूसरे की ओर कितना खिंचते हैं और एक-दूसरे की बात कितनी मानते हैं।' },
    tara: { name: 'तारा', meaning: 'जन्म नक्षत्र: एक का नक्षत्र दूसरे के स्वास्थ्य और भाग्य के लिए कैसा है।' },
    yoni: { name: 'योनि', meaning: 'शारीरिक और दांपत्य मेल, दोनों जन्म नक्षत्रों की योनि से।' },
    maitri: { name: 'ग्रह मैत्री', meaning: 'दोनों राशियों के स्वामियों की मित्रता: दोनों के मन कितनी आसानी से मिलते हैं।' },
    gana: { name: 'गण', meaning: 'स्वभाव: देव, मनुष्य या राक्षस गण, और दोनों का स्वभाव कितना मिलता है।' },
    bhakoot: { name: 'भकूट', meaning: 'दोनों चंद्र राशियाँ एक-दूसरे से कहाँ हैं: प्रेम, परिवार का सुख और समृद्धि।' },
    nadi: { name: 'नाड़ी', meaning: 'स्वास्थ्य और संतान: दोनों की एक ही नाड़ी होना सबसे बड़ा दोष माना जाता है।' },
  },
  verdicts: { 'not-recommended': 'अनुशंसित नहीं', acceptable: 'स्वीकार्य', good: 'अच्छा मिलान', excellent: 'उत्तम मिलान' },
  verdictNotes: {
    'not-recommended': '36 में से 18 से कम: पंचांग इस मिलान की सलाह नहीं देते।',
    acceptable: '36 में से 18 से 24: स्वीकार्य मिलान।',
    good: '36 में से 25 से 32: अच्छा मिलान।',
    excellent: '36 में से 32 से अधिक: उत्तम मिलान।',
  },
  doshaCancelled: { nadi: 'नाड़ी दोष का परिहार होता है', bhakoot: 'भकूट दोष का परिहार होता है' },
  rules: {
    'same-rashi-different-nakshatra': 'दोनों का चंद्रमा एक ही राशि में पर अलग-अलग नक्षत्रों में है',
    'same-nakshatra-different-rashi': 'दोनों का चंद्रमा एक ही नक्षत्र में पर अलग-अलग राशियों में है',
    'same-nakshatra-different-pada': 'दोनों का चंद्रमा एक ही नक्षत्र में पर अलग-अलग चरणों में है',
    'same-rashi-lord': 'दोनों चंद्र राशियों का स्वामी एक ही है',
    'friendly-rashi-lords': 'दोनों चंद्र राशियों के स्वामी आपस में मित्र हैं',
    'friendly-navamsa-lords': 'दोनों चंद्रमाओं की नवांश राशियों के स्वामी आपस में मित्र हैं',
  },
  values: {
    varna: { Brahmin: 'ब्राह्मण', Kshatriya: 'क्षत्रिय', Vaishya: 'वैश्य', Shudra: 'शूद्र' },
    vashya: { Chatushpada: 'चतुष्पद', Manava: 'मानव', Jalachara: 'जलचर', Vanachara: 'वनचर', Keeta: 'कीट' },
    tara: { Janma: 'जन्म', Sampat: 'संपत', Vipat: 'विपत', Kshema: 'क्षेम', Pratyari: 'प्रत्यरि', Sadhaka: 'साधक', Vadha: 'वध', Mitra: 'मित्र', 'Parama Mitra': 'परम मित्र' },
    yoni: {
      Ashwa: 'अश्व', Gaja: 'गज', Mesha: 'मेष', Sarpa: 'सर्प', Shwana: 'श्वान', Marjara: 'मार्जार', Mushaka: 'मूषक',
      Gau: 'गौ', Mahisha: 'महिष', Vyaghra: 'व्याघ्र', Mriga: 'मृग', Vanara: 'वानर', Nakula: 'नकुल', Simha: 'सिंह',
    },
    gana: { Deva: 'देव', Manushya: 'मनुष्य', Rakshasa: 'राक्षस' },
    nadi: { Adi: 'आदि', Madhya: 'मध्य', Antya: 'अंत्य' },
  },
  mangal: {
    title: 'मंगल दोष',
    none: 'मंगल दोष नहीं',
    present: 'मंगल दोष है',
    cancelledByChart: 'मंगल दोष है, पर कुंडली में ही उसका परिहार है',
    cancelledByPartner: 'मंगल दोष है, पर साथी के दोष से उसका परिहार होता है',
    mutual: 'दोनों कुंडलियों में मंगल दोष है, इसलिए दोनों एक-दूसरे के दोष को काटते हैं।',
    oneSided: (name) => `केवल ${name} की कुंडली में मंगल दोष है, और दूसरी कुंडली उसे संतुलित नहीं करती।`,
    neither: 'किसी भी कुंडली में ऐसा मंगल दोष नहीं जो बना रहे।',
    ownChartOnly: 'जिस कुंडली में मंगल दोष है, उसी में उसका परिहार भी है।',
    fromMoon: (name) => `${name} का जन्म समय पता नहीं है, इसलिए उनका मंगल दोष लग्न से नहीं, केवल चंद्रमा और शुक्र से गिना गया है।`,
  },
  roles: {
    byGender: (groom, bride) => `${groom} को वर और ${bride} को वधू मानकर गणना की गई है।`,
    aAsGroom: (a) => `वर्ण और गण वर की ओर से गिने जाते हैं; वर-वधू तय न होने से ${a} को वर के स्थान पर रखा गया है।`,
  },
  outOf: (points) => `36 में से ${points} गुण`,
};

/** Which of `mangal`'s words names one side's Mangal dosha. */
export function mangalSideWord(side: MangalSide): 'none' | 'present' | 'cancelledByChart' | 'cancelledByPartner' {
  if (!side.present) return 'none';
  return side.cancelledBy === 'chart' ? 'cancelledByChart' : side.cancelledBy === 'partner' ? 'cancelledByPartner' : 'present';
}

/** The line that sums up both sides' Mangal dosha, and whose it is when only one side's stands. */
export function mangalSummary(mangal: MatchResult['mangal']): { word: 'mutual' | 'oneSided' | 'ownChartOnly' | 'neither'; side?: Side } {
  if (mangal.mutual) return { word: 'mutual' };
  const standing = (['a', 'b'] as const).filter((s) => mangal[s].present && !mangal[s].cancelled);
  if (standing.length === 1) return { word: 'oneSided', side: standing[0] };
  return { word: mangal.a.present || mangal.b.present ? 'ownChartOnly' : 'neither' };
}

/** 28.5 → '28½', 0.5 → '½', 3 → '3'. */
export function formatGunas(points: number): string {
  const whole = Math.floor(points);
  const half = points - whole >= 0.5;
  return half ? `${whole === 0 ? '' : whole}½` : String(whole);
}
