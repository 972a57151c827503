/**
 * A place as a Telugu reading names it in its times lines ('హైదరాబాద్‌లో సూర్యోదయం…'): the major
 * Indian cities, and the cities abroad where most Telugu people live, as Telugu newspapers spell
 * them; any other place keeps the name its profile holds, cut to the city ('Springfield, USA' →
 * 'Springfield') so that no comma breaks the frame around it, and a place known only by its
 * coordinates is the reader's birth place.
 */

/** Lower-case English names (with the common older spellings) → Telugu. */
const INDIAN_CITIES: Readonly<Record<string, string>> = {
  hyderabad: 'హైదరాబాద్', secunderabad: 'సికింద్రాబాద్', visakhapatnam: 'విశాఖపట్నం', vizag: 'విశాఖపట్నం', vijayawada: 'విజయవాడ',
  guntur: 'గుంటూరు', nellore: 'నెల్లూరు', tirupati: 'తిరుపతి', warangal: 'వరంగల్', kakinada: 'కాకినాడ', rajahmundry: 'రాజమహేంద్రవరం',
  rajamahendravaram: 'రాజమహేంద్రవరం', kurnool: 'కర్నూలు', karimnagar: 'కరీంనగర్', nizamabad: 'నిజామాబాద్', khammam: 'ఖమ్మం',
  anantapur: 'అనంతపురం', kadapa: 'కడప', ongole: 'ఒంగోలు', eluru: 'ఏలూరు', srikakulam: 'శ్రీకాకుళం', vizianagaram: 'విజయనగరం',
  machilipatnam: 'మచిలీపట్నం', nalgonda: 'నల్గొండ', mahbubnagar: 'మహబూబ్‌నగర్', amaravati: 'అమరావతి', chittoor: 'చిత్తూరు',
  mumbai: 'ముంబై', bombay: 'ముంబై', delhi: 'ఢిల్లీ', 'new delhi': 'న్యూఢిల్లీ', kolkata: 'కోల్‌కతా', calcutta: 'కోల్‌కతా',
  chennai: 'చెన్నై', madras: 'చెన్నై', bengaluru: 'బెంగళూరు', bangalore: 'బెంగళూరు', pune: 'పుణె', ahmedabad: 'అహ్మదాబాద్',
  jaipur: 'జైపూర్', lucknow: 'లక్నో', nagpur: 'నాగపూర్', bhubaneswar: 'భువనేశ్వర్', coimbatore: 'కోయంబత్తూరు', mysuru: 'మైసూరు',
  mysore: 'మైసూరు', kochi: 'కొచ్చి', varanasi: 'వారణాసి', goa: 'గోవా',
};

/** The cities abroad with the largest Telugu communities, as Telugu newspapers write them. */
const CITIES_ABROAD: Readonly<Record<string, string>> = {
  'new york': 'న్యూయార్క్', 'new york city': 'న్యూయార్క్', 'jersey city': 'జెర్సీ సిటీ', edison: 'ఎడిసన్', chicago: 'చికాగో', houston: 'హ్యూస్టన్',
  dallas: 'డల్లాస్', atlanta: 'అట్లాంటా', boston: 'బోస్టన్', seattle: 'సియాటిల్', 'san francisco': 'శాన్ ఫ్రాన్సిస్కో', 'san jose': 'శాన్ హోజే',
  'los angeles': 'లాస్ ఏంజిల్స్', washington: 'వాషింగ్టన్', detroit: 'డెట్రాయిట్', charlotte: 'షార్లెట్', phoenix: 'ఫీనిక్స్', toronto: 'టొరంటో',
  london: 'లండన్', dubai: 'దుబాయ్', 'abu dhabi': 'అబుదాబి', doha: 'దోహా', muscat: 'మస్కట్', riyadh: 'రియాద్', kuwait: 'కువైట్',
  singapore: 'సింగపూర్', 'kuala lumpur': 'కౌలాలంపూర్', sydney: 'సిడ్నీ', melbourne: 'మెల్‌బోర్న్', auckland: 'ఆక్లాండ్', frankfurt: 'ఫ్రాంక్‌ఫర్ట్',
};

/** The place in a Telugu reading's frame: '{place}లో', '{place} సమయం ప్రకారం'. */
export function placeTe(label: string): string {
  const city = label.split(',')[0]!.trim();
  if (!city || /\d/.test(city)) return 'మీ జన్మస్థలం';
  const key = city.toLowerCase();
  const name = INDIAN_CITIES[key] ?? CITIES_ABROAD[key] ?? city;
  // A name ending in a bare consonant (హైదరాబాద్) keeps it bare before the case ending: హైదరాబాద్‌లో, not a conjunct.
  return name.endsWith('్') ? `${name}\u200c` : name;
}
