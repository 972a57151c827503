/**
 * A place as a Hindi reading names it in its times lines ('मुंबई में सूर्योदय…'): the major Indian
 * cities, and the cities abroad where most Indians live, in Devanagari as Hindi newspapers spell
 * them; any other place keeps the name its profile
 * holds, cut to the city ('Springfield, USA' → 'Springfield') so that no comma breaks the frame
 * around it, and a place known only by its coordinates is the reader's birth place.
 */

/** Lower-case English names (with the common older and alternative spellings) → Devanagari. */
const INDIAN_CITIES: Readonly<Record<string, string>> = {
  mumbai: 'मुंबई', bombay: 'मुंबई', delhi: 'दिल्ली', 'new delhi': 'नई दिल्ली', kolkata: 'कोलकाता', calcutta: 'कोलकाता',
  chennai: 'चेन्नई', madras: 'चेन्नई', bengaluru: 'बेंगलुरु', bangalore: 'बेंगलुरु', hyderabad: 'हैदराबाद', ahmedabad: 'अहमदाबाद',
  pune: 'पुणे', poona: 'पुणे', surat: 'सूरत', jaipur: 'जयपुर', lucknow: 'लखनऊ', kanpur: 'कानपुर', nagpur: 'नागपुर',
  indore: 'इंदौर', bhopal: 'भोपाल', patna: 'पटना', vadodara: 'वडोदरा', baroda: 'वडोदरा', ludhiana: 'लुधियाना', agra: 'आगरा',
  nashik: 'नासिक', varanasi: 'वाराणसी', banaras: 'वाराणसी', benares: 'वाराणसी', prayagraj: 'प्रयागराज', allahabad: 'प्रयागराज',
  meerut: 'मेरठ', rajkot: 'राजकोट', amritsar: 'अमृतसर', chandigarh: 'चंडीगढ़', ranchi: 'रांची', raipur: 'रायपुर',
  guwahati: 'गुवाहाटी', bhubaneswar: 'भुवनेश्वर', dehradun: 'देहरादून', jodhpur: 'जोधपुर', udaipur: 'उदयपुर', kota: 'कोटा',
  gwalior: 'ग्वालियर', jabalpur: 'जबलपुर', noida: 'नोएडा', gurugram: 'गुरुग्राम', gurgaon: 'गुरुग्राम', ghaziabad: 'ग़ाज़ियाबाद',
  faridabad: 'फ़रीदाबाद', thane: 'ठाणे', kochi: 'कोच्चि', cochin: 'कोच्चि', thiruvananthapuram: 'तिरुवनंतपुरम', coimbatore: 'कोयंबटूर',
  madurai: 'मदुरै', mysuru: 'मैसूरु', mysore: 'मैसूरु', visakhapatnam: 'विशाखापत्तनम', vijayawada: 'विजयवाड़ा', goa: 'गोवा',
  panaji: 'पणजी', srinagar: 'श्रीनगर', jammu: 'जम्मू', shimla: 'शिमला', haridwar: 'हरिद्वार', rishikesh: 'ऋषिकेश', ujjain: 'उज्जैन',
  mathura: 'मथुरा', ayodhya: 'अयोध्या', gorakhpur: 'गोरखपुर', aurangabad: 'औरंगाबाद', 'chhatrapati sambhajinagar': 'छत्रपति संभाजीनगर',
  bikaner: 'बीकानेर', ajmer: 'अजमेर', dhanbad: 'धनबाद', jamshedpur: 'जमशेदपुर', gaya: 'गया', bareilly: 'बरेली', aligarh: 'अलीगढ़',
};

/** The cities abroad with the largest Indian communities, as Hindi newspapers write them. */
const CITIES_ABROAD: Readonly<Record<string, string>> = {
  toronto: 'टोरंटो', brampton: 'ब्रैम्पटन', mississauga: 'मिसिसॉगा', vancouver: 'वैंकूवर', surrey: 'सरे', calgary: 'कैलगरी', edmonton: 'एडमंटन',
  'new york': 'न्यूयॉर्क', 'new york city': 'न्यूयॉर्क', 'jersey city': 'जर्सी सिटी', edison: 'एडिसन', chicago: 'शिकागो', houston: 'ह्यूस्टन',
  dallas: 'डलास', atlanta: 'अटलांटा', boston: 'बोस्टन', seattle: 'सिएटल', 'san francisco': 'सैन फ़्रांसिस्को', 'san jose': 'सैन होज़े',
  'los angeles': 'लॉस एंजेलिस', washington: 'वॉशिंगटन', london: 'लंदन', leicester: 'लेस्टर', birmingham: 'बर्मिंघम', manchester: 'मैनचेस्टर',
  dubai: 'दुबई', 'abu dhabi': 'अबू धाबी', sharjah: 'शारजाह', doha: 'दोहा', muscat: 'मस्कट', riyadh: 'रियाद', kuwait: 'कुवैत',
  'kuwait city': 'कुवैत', singapore: 'सिंगापुर', 'kuala lumpur': 'कुआलालंपुर', sydney: 'सिडनी', melbourne: 'मेलबर्न', perth: 'पर्थ',
  brisbane: 'ब्रिस्बेन', auckland: 'ऑकलैंड', kathmandu: 'काठमांडू', nairobi: 'नैरोबी', durban: 'डरबन', johannesburg: 'जोहान्सबर्ग',
  'port louis': 'पोर्ट लुई', frankfurt: 'फ़्रैंकफ़र्ट', paris: 'पेरिस', berlin: 'बर्लिन', amsterdam: 'एम्सटर्डम', 'hong kong': 'हांगकांग', tokyo: 'टोक्यो',
};

/** The place in a Hindi reading's frame: '{place} में', '{place} के समय से'. */
export function placeHi(label: string): string {
  const city = label.split(',')[0]!.trim();
  if (!city || /\d/.test(city)) return 'आपके जन्म स्थान';
  const key = city.toLowerCase();
  return INDIAN_CITIES[key] ?? CITIES_ABROAD[key] ?? city;
}
