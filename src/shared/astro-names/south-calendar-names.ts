/**
 * The South Indian calendar's names in the scripts that use them, keyed by the engine's
 * transliterated names (src/astro/gowri.ts, tamil-calendar.ts, lunar-month.ts): the Tamil months
 * and the Gowri periods in Tamil, the lunar months in Telugu as Telugu almanacs write them
 * (Chaitramu …), and the Devanagari in which a Hindi page writes the Tamil names. A module of its own,
 * data only, so a page or a language to come loads these names without the calendar arithmetic.
 */
import type { GowriName } from '../../astro/gowri';
import type { LunarMonthName } from '../../astro/lunar-month';
import type { TamilMonthName } from '../../astro/tamil-calendar';

export const TAMIL_MONTH_NAMES: Readonly<Record<TamilMonthName, { ta: string; hi: string }>> = {
  Chithirai: { ta: 'சித்திரை', hi: 'चित्तिरै' },
  Vaikasi: { ta: 'வைகாசி', hi: 'वैकासि' },
  Aani: { ta: 'ஆனி', hi: 'आनि' },
  Aadi: { ta: 'ஆடி', hi: 'आडि' },
  Aavani: { ta: 'ஆவணி', hi: 'आवणि' },
  Purattasi: { ta: 'புரட்டாசி', hi: 'पुरट्टासि' },
  Aippasi: { ta: 'ஐப்பசி', hi: 'ऐप्पसि' },
  Karthigai: { ta: 'கார்த்திகை', hi: 'कार्तिगै' },
  Margazhi: { ta: 'மார்கழி', hi: 'मार्गऴि' },
  Thai: { ta: 'தை', hi: 'तै' },
  Maasi: { ta: 'மாசி', hi: 'मासि' },
  Panguni: { ta: 'பங்குனி', hi: 'पंगुनि' },
};

export const GOWRI_NAMES: Readonly<Record<GowriName, { ta: string; hi: string }>> = {
  Amirdha: { ta: 'அமிர்தம்', hi: 'अमिर्दम' },
  Uthi: { ta: 'உத்தி', hi: 'उत्ति' },
  Laabam: { ta: 'லாபம்', hi: 'लाभम' },
  Dhanam: { ta: 'தனம்', hi: 'धनम' },
  Sugam: { ta: 'சுகம்', hi: 'सुगम' },
  Soram: { ta: 'சோரம்', hi: 'सोरम' },
  Rogam: { ta: 'ரோகம்', hi: 'रोगम' },
  Visham: { ta: 'விஷம்', hi: 'विषम' },
};

export const TELUGU_MONTH_NAMES: Readonly<Record<LunarMonthName, string>> = {
  Chaitra: 'చైత్రము',
  Vaishakha: 'వైశాఖము',
  Jyeshtha: 'జ్యేష్ఠము',
  Ashadha: 'ఆషాఢము',
  Shravana: 'శ్రావణము',
  Bhadrapada: 'భాద్రపదము',
  Ashvin: 'ఆశ్వయుజము',
  Kartika: 'కార్తీకము',
  Margashirsha: 'మార్గశిరము',
  Pausha: 'పుష్యము',
  Magha: 'మాఘము',
  Phalguna: 'ఫాల్గుణము',
};
