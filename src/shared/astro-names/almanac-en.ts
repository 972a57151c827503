// The Indian names of what a chart and a panchang show, for any page that shows them. Keys are the
// astrology engine's own names (src/astro), which the API sends, so a page looks a name up by what
// it received; English shows those names themselves, with English glosses kept beside the engine's data.

import { SAMVATSARAS } from '../../astro/samvatsaras';
import { namesEn } from './en';

/** A table whose English names are its keys. */
const named = <const K extends string>(...names: K[]) => Object.fromEntries(names.map((name) => [name, name])) as { readonly [N in K]: N };

export const almanacEn = {
  graha: namesEn.graha,
  /** Two letters, as Indian chart makers print them in a house. */
  grahaAbbr: namesEn.grahaAbbr,
  lagna: 'Lagna',
  lagnaAbbr: 'As',
  sign: named(...namesEn.signs),
  nakshatra: named(...namesEn.nakshatras),
  tithi: named(
    'Pratipada', 'Dwitiya', 'Tritiya', 'Chaturthi', 'Panchami', 'Shashthi', 'Saptami', 'Ashtami',
    'Navami', 'Dashami', 'Ekadashi', 'Dwadashi', 'Trayodashi', 'Chaturdashi', 'Purnima', 'Amavasya',
  ),
  paksha: named('Shukla', 'Krishna'),
  yoga: named(
    'Vishkambha', 'Priti', 'Ayushman', 'Saubhagya', 'Shobhana', 'Atiganda', 'Sukarma', 'Dhriti', 'Shula',
    'Ganda', 'Vriddhi', 'Dhruva', 'Vyaghata', 'Harshana', 'Vajra', 'Siddhi', 'Vyatipata', 'Variyana',
    'Parigha', 'Shiva', 'Siddha', 'Sadhya', 'Shubha', 'Shukla', 'Brahma', 'Indra', 'Vaidhriti',
  ),
  karana: named('Bava', 'Balava', 'Kaulava', 'Taitila', 'Garaja', 'Vanija', 'Vishti', 'Kimstughna', 'Shakuni', 'Chatushpada', 'Naga'),
  vara: named('Ravivara', 'Somavara', 'Mangalavara', 'Budhavara', 'Guruvara', 'Shukravara', 'Shanivara'),
  /** Lunar months (amanta), as festival and fast names carry them. */
  month: named('Chaitra', 'Vaishakha', 'Jyeshtha', 'Ashadha', 'Shravana', 'Bhadrapada', 'Ashvin', 'Kartika', 'Margashirsha', 'Pausha', 'Magha', 'Phalguna'),
  adhikaMonth: (month: string) => `Adhika ${month}`,
  sankranti: (sign: string) => `${sign} Sankranti`,
  /** The five limbs of a panchang, each with a gloss for readers new to it. */
  limb: {
    vara: 'Vara',
    varaGloss: 'weekday',
    tithi: 'Tithi',
    tithiGloss: 'lunar day',
    nakshatra: 'Nakshatra',
    nakshatraGloss: 'lunar mansion',
    yoga: 'Yoga',
    yogaGloss: 'Sun–Moon combination',
    karana: 'Karana',
    karanaGloss: 'half of a tithi',
  },
  /** The seven choghadiya periods' names. */
  choghadiya: named('Udveg', 'Char', 'Labh', 'Amrit', 'Kaal', 'Shubh', 'Rog'),
  /** The sixty years of the samvatsara cycle, Prabhava first. */
  samvatsara: named(...SAMVATSARAS),
  /** Festivals and fasts by the engine's observance key; a fast's month and fortnight go before it. */
  observance: {
    'vasant-panchami': 'Vasant Panchami',
    'maha-shivaratri': 'Maha Shivaratri',
    'holika-dahan': 'Holika Dahan',
    holi: 'Holi',
    ugadi: 'Ugadi / Gudi Padwa',
    'chaitra-navratri': 'Chaitra Navratri begins',
    'ram-navami': 'Ram Navami',
    'hanuman-jayanti': 'Hanuman Jayanti',
    'akshaya-tritiya': 'Akshaya Tritiya',
    'buddha-purnima': 'Buddha Purnima',
    'guru-purnima': 'Guru Purnima',
    'nag-panchami': 'Nag Panchami',
    'raksha-bandhan': 'Raksha Bandhan',
    'krishna-janmashtami': 'Krishna Janmashtami',
    'ganesh-chaturthi': 'Ganesh Chaturthi',
    'sharad-navratri': 'Sharad Navratri begins',
    'durga-ashtami': 'Durga Ashtami',
    'maha-navami': 'Maha Navami',
    dussehra: 'Dussehra',
    'sharad-purnima': 'Sharad Purnima',
    'karva-chauth': 'Karva Chauth',
    dhanteras: 'Dhanteras',
    diwali: 'Diwali (Lakshmi Puja)',
    'govardhan-puja': 'Govardhan Puja',
    'bhai-dooj': 'Bhai Dooj',
    'chhath-puja': 'Chhath Puja',
    'kartik-purnima': 'Kartik Purnima',
    'makar-sankranti': 'Makar Sankranti',
    ekadashi: 'Ekadashi',
    'pradosh-vrat': 'Pradosh Vrat',
    'sankashti-chaturthi': 'Sankashti Chaturthi',
    'masik-shivaratri': 'Masik Shivaratri',
    purnima: 'Purnima',
    amavasya: 'Amavasya',
  },
};
