/**
 * A place as a Tamil reading names it in its times lines ('சென்னை நேரப்படி…'): the major Indian
 * cities, Tamil Nadu's own towns, and the cities abroad where most Tamils live, in Tamil script as
 * Tamil newspapers spell them; any other place keeps the name its profile holds, cut to the city
 * ('Springfield, USA' → 'Springfield') so no comma breaks the frame around it, and a place known
 * only by its coordinates is the reader's birth place.
 */

/** Lower-case English names (with the common older spellings) → Tamil. */
const INDIAN_CITIES: Readonly<Record<string, string>> = {
  chennai: 'சென்னை', madras: 'சென்னை', coimbatore: 'கோயம்புத்தூர்', madurai: 'மதுரை', tiruchirappalli: 'திருச்சி', trichy: 'திருச்சி',
  salem: 'சேலம்', tirunelveli: 'திருநெல்வேலி', erode: 'ஈரோடு', vellore: 'வேலூர்', thoothukudi: 'தூத்துக்குடி', tuticorin: 'தூத்துக்குடி',
  thanjavur: 'தஞ்சாவூர்', tanjore: 'தஞ்சாவூர்', tiruppur: 'திருப்பூர்', dindigul: 'திண்டுக்கல்', kanchipuram: 'காஞ்சிபுரம்', kumbakonam: 'கும்பகோணம்',
  nagercoil: 'நாகர்கோவில்', karur: 'கரூர்', hosur: 'ஓசூர்', cuddalore: 'கடலூர்', puducherry: 'புதுச்சேரி', pondicherry: 'புதுச்சேரி',
  mumbai: 'மும்பை', bombay: 'மும்பை', delhi: 'டெல்லி', 'new delhi': 'புது டெல்லி', kolkata: 'கொல்கத்தா', calcutta: 'கொல்கத்தா',
  bengaluru: 'பெங்களூரு', bangalore: 'பெங்களூரு', hyderabad: 'ஹைதராபாத்', ahmedabad: 'அகமதாபாத்', pune: 'புனே', jaipur: 'ஜெய்ப்பூர்',
  lucknow: 'லக்னோ', kochi: 'கொச்சி', cochin: 'கொச்சி', thiruvananthapuram: 'திருவனந்தபுரம்', trivandrum: 'திருவனந்தபுரம்', mysuru: 'மைசூரு', mysore: 'மைசூரு',
  visakhapatnam: 'விசாகப்பட்டினம்', vijayawada: 'விஜயவாடா', tirupati: 'திருப்பதி', varanasi: 'வாரணாசி', goa: 'கோவா', nagpur: 'நாக்பூர்', patna: 'பாட்னா',
};

/** The cities abroad with the largest Tamil communities, as Tamil newspapers write them. */
const CITIES_ABROAD: Readonly<Record<string, string>> = {
  singapore: 'சிங்கப்பூர்', 'kuala lumpur': 'கோலாலம்பூர்', colombo: 'கொழும்பு', jaffna: 'யாழ்ப்பாணம்', toronto: 'டொராண்டோ', london: 'லண்டன்',
  dubai: 'துபாய்', 'abu dhabi': 'அபுதாபி', doha: 'தோஹா', muscat: 'மஸ்கட்', riyadh: 'ரியாத்', kuwait: 'குவைத்', 'kuwait city': 'குவைத்',
  sydney: 'சிட்னி', melbourne: 'மெல்பர்ன்', 'new york': 'நியூயார்க்', 'new york city': 'நியூயார்க்', chicago: 'சிகாகோ', houston: 'ஹூஸ்டன்',
  dallas: 'டாலஸ்', 'san francisco': 'சான் பிரான்சிஸ்கோ', 'san jose': 'சான் ஹோசே', seattle: 'சியாட்டில்', paris: 'பாரிஸ்', 'port louis': 'போர்ட் லூயிஸ்',
};

/** The place in a Tamil reading's frame: '{place} நேரப்படி'. */
export function placeTa(label: string): string {
  const city = label.split(',')[0]!.trim();
  if (!city || /\d/.test(city)) return 'உங்கள் பிறந்த ஊர்';
  const key = city.toLowerCase();
  return INDIAN_CITIES[key] ?? CITIES_ABROAD[key] ?? city;
}
