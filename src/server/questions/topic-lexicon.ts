import { namesTa } from '../../shared/astro-names/ta';
import { namesTe } from '../../shared/astro-names/te';
import type { Topic } from './types';

/**
 * Words and phrases that speak for a topic in any of the registers. Each one found adds a
 * heavy feature for its topic, which lets a few labelled examples carry across spellings and
 * scripts: the model learns that the feature means "marriage" from "shaadi" and then trusts it for
 * "विवाह" too. The list is about vocabulary, not grammar; the trained model weighs the rest.
 * Entries are written as people type them; folding (normalise.ts) and a one-letter tolerance
 * (fuzzy-lookup.ts) cover the variants. Tamil and Telugu entries are stems where the noun inflects
 * ("வீட்ட" for "வீட்டில்", "வீட்டை"): the index reads them as the start of a longer word.
 */
export const topicLexicon: Record<Topic, readonly string[]> = {
  marriage: [
    'marriage', 'married', 'marry', 'wedding', 'spouse', 'wife', 'husband', 'manglik', 'mangal dosh',
    'shaadi', 'vivah', 'biyah', 'rishta pakka', 'jeevansathi', 'life partner', 'arranged', 'arrange',
    'शादी', 'विवाह', 'ब्याह', 'पत्नी', 'पति', 'जीवनसाथी', 'मांगलिक', 'रिश्ता पक्का', 'दूसरी शादी',
    'love marriage', 'prem vivah', 'प्रेम विवाह', 'engagement', 'sagai', 'bride', 'groom', 'dulha', 'dulhan', 'kundli milan', 'gun milan', 'matchmaking', 'vivaah', 'सगाई', 'दुल्हन', 'गुण मिलान',
    'திருமணம்', 'கல்யாணம்', 'மணவாழ்க்கை', 'மண வாழ்க்கை', 'வரன்', 'மாப்பிள்ளை', 'மணமகள்', 'மணமகன்', 'மனைவி', 'கணவர்', 'கணவன்', 'செவ்வாய் தோஷம்', 'நிச்சயதார்த்தம்', 'காதல் திருமணம்', 'இரண்டாவது திருமணம்', 'பொருத்தம்', 'தாலி',
    'పెళ్లి', 'వివాహం', 'కల్యాణం', 'వరుడు', 'వధువు', 'భార్య', 'భర్త', 'కుజ దోషం', 'నిశ్చితార్థం', 'రెండో పెళ్లి', 'ప్రేమ వివాహం', 'పెళ్లిచూపులు', 'పొంతన', 'సంబంధం కుదుర',
  ],
  relationship: [
    'relationship', 'girlfriend', 'boyfriend', 'gf', 'bf', 'breakup', 'ex', 'crush', 'love life', 'partner',
    'loyal', 'cheating', 'compatible', 'couple', 'patch up', 'find love', 'pyar', 'pyaar', 'prem', 'dhokha',
    'jodi', 'relation', 'rishta', 'right person', 'soulmate', 'the one', 'premi', 'premika', 'together', 'tikega',
    'प्यार', 'प्रेम', 'प्रेमी', 'प्रेमिका', 'ब्रेकअप', 'धोखा', 'जोड़ी', 'लव लाइफ', 'सुलह', 'प्रेम संबंध', 'रिश्ता', 'रिश्ते', 'टिकेगा',
    'love', 'lover', 'dating', 'affair', 'trust issues', 'mohabbat', 'ishq', 'इश्क', 'मोहब्बत', 'प्रेम प्रसंग',
    'காதல்', 'காதலி', 'காதலன்', 'காதலர்', 'லவ்', 'பிரேக்அப்', 'பிரிவு', 'உறவு', 'ஏமாற்று', 'ஏமாற்ற',
    'ప్రేమ', 'ప్రేమికుడు', 'ప్రేమికురాలు', 'ప్రియుడు', 'ప్రియురాలు', 'లవ్', 'బ్రేకప్', 'గర్ల్ ఫ్రెండ్', 'బాయ్ ఫ్రెండ్', 'మోసం', 'విడిపో', 'బంధం',
  ],
  career: [
    'job', 'career', 'carrier', 'promotion', 'office', 'boss', 'salary', 'hike', 'interview', 'jobless',
    'government job', 'work', 'transfer', 'naukri', 'nokri', 'sarkari', 'appraisal',
    'नौकरी', 'नोकरी', 'करियर', 'कैरियर', 'प्रमोशन', 'तबादला', 'वेतन', 'ऑफिस', 'इंटरव्यू', 'तरक्की', 'सरकारी',
    'profession', 'occupation', 'employment', 'resign', 'resignation', 'fired', 'layoff', 'laid off', 'job offer', 'offer letter', 'doctor', 'engineer', 'naukari', 'rozgar', 'पेशा', 'रोजगार',
    'வேலை', 'வேலைவாய்ப்பு', 'உத்தியோகம்', 'பதவி உயர்வு', 'பிரமோஷன்', 'சம்பளம்', 'அலுவலகம்', 'ஆபீஸ்', 'நேர்காணல்', 'இன்டர்வியூ', 'அரசு வேலை', 'அரசாங்க வேலை', 'இடமாற்றம்', 'டிரான்ஸ்பர்', 'பணி', 'கரியர்', 'மருத்துவர் ஆக',
    'ఉద్యోగం', 'జాబ్', 'ప్రమోషన్', 'పదోన్నతి', 'జీతం', 'ఆఫీస్', 'ఇంటర్వ్యూ', 'ప్రభుత్వ ఉద్యోగం', 'బదిలీ', 'ట్రాన్స్ఫర్', 'కెరీర్', 'వృత్తి', 'కొలువు',
  ],
  business: [
    'business', 'buisness', 'shop', 'startup', 'venture', 'clients', 'partnership', 'restaurant', 'profit',
    'loss', 'factory', 'showroom', 'sale', 'sales', 'vyapar', 'vyapaar', 'dhanda', 'dukaan', 'dukan',
    'ghata', 'naya kaam',
    'व्यापार', 'व्यवसाय', 'कारोबार', 'धंधा', 'दुकान', 'घाटा', 'स्टार्टअप', 'बिजनेस', 'साझेदारी', 'बिक्री',
    'cafe', 'store', 'brand', 'company', 'franchise', 'customers', 'investors', 'funding', 'kapde', 'vyavsay', 'udyog', 'grahak', 'कंपनी', 'उद्योग', 'ग्राहक',
    'தொழில்', 'வியாபாரம்', 'வணிகம்', 'கம்பெனி', 'நிறுவனம்', 'லாபம்', 'நஷ்டம்', 'நட்டம்', 'வாடிக்கையாளர்', 'ஸ்டார்ட்அப்', 'சொந்தத் தொழில்', 'கூட்டுத் தொழில்', 'பிசினஸ்', 'கடையை', 'கடைக்கு', 'கடையில்', 'புதிய கடை',
    'వ్యాపారం', 'బిజినెస్', 'దుకాణం', 'షాపు', 'కంపెనీ', 'లాభం', 'నష్టం', 'భాగస్వామ్యం', 'కస్టమర్లు', 'స్టార్టప్', 'సొంత వ్యాపారం',
  ],
  money: [
    'money', 'rich', 'wealth', 'debt', 'loan', 'loans', 'finances', 'financial', 'savings', 'save money',
    'inheritance', 'dhan yoga', 'lent', 'share market', 'stock market', 'share bazar', 'stocks', 'mutual fund', 'invest', 'investment', 'crypto', 'bitcoin', 'nivesh', 'paisa', 'paise', 'karza', 'karz', 'udhaar',
    'amir', 'dhan', 'aarthik', 'bachat', 'dhan labh',
    'पैसा', 'पैसे', 'पैसों', 'धन', 'कर्ज', 'लोन', 'उधार', 'अमीर', 'आर्थिक', 'बचत', 'धन लाभ', 'धन योग', 'शेयर बाजार', 'शेयर बाज़ार', 'निवेश',
    'income', 'earning', 'earnings', 'bank', 'emi', 'kamai', 'kamayi', 'aamdani', 'doob', 'rupaye', 'कमाई', 'आमदनी', 'रुपये',
    'பணம்', 'பணத்', 'பண வரவு', 'பணவரவு', 'செல்வம்', 'கடன்', 'சேமிப்பு', 'வருமானம்', 'சம்பாத்தியம்', 'நிதி', 'பொருளாதார', 'தன யோகம்', 'முதலீடு', 'ஐஸ்வர்யம்', 'பங்குச் சந்தை', 'பங்கு சந்தை', 'ஷேர் மார்க்கெட்',
    'డబ్బు', 'ధనం', 'ధన యోగం', 'అప్పులు', 'అప్పుల', 'రుణం', 'లోన్', 'ఆదాయం', 'సంపాదన', 'పొదుపు', 'ఆర్థిక', 'ఐశ్వర్యం', 'ధనలాభం', 'పెట్టుబడి', 'షేర్ మార్కెట్', 'స్టాక్ మార్కెట్',
  ],
  property: [
    'house', 'home', 'flat', 'land', 'plot', 'property', 'real estate', 'car', 'vehicle', 'construction',
    'ancestral', 'ghar', 'makaan', 'makan', 'zameen', 'jameen', 'jaydad', 'gaadi', 'bhumi', 'pushtaini',
    'मकान', 'घर', 'ज़मीन', 'जमीन', 'भूमि', 'संपत्ति', 'गाड़ी', 'वाहन', 'फ्लैट', 'प्लॉट', 'पैतृक', 'निर्माण',
    'apartment', 'bungalow', 'bike', 'scooter', 'registry', 'kiraya', 'kothi', 'bhawan', 'किराया', 'भवन', 'कोठी',
    'வீடு', 'வீட்ட', 'நிலத்', 'சொத்த', 'அடுக்குமாடி', 'பிளாட்', 'வாகனம்', 'வண்டி', 'கட்டிடம்', 'பூர்வீக சொத்து', 'மனை வாங்க', 'கார் வாங்க', 'வீடு வாங்க', 'வீடு கட்ட',
    'ఇల్లు', 'ఇంటి', 'స్థలం', 'భూమి', 'ఆస్తి', 'ఫ్లాట్', 'వాహనం', 'కారు', 'బండి', 'పొలం', 'అపార్ట్మెంట్', 'ఇంటి నిర్మాణం', 'ఇల్లు కొన', 'ఇల్లు కట్ట', 'స్థలం కొన',
  ],
  education: [
    'exam', 'exams', 'study', 'studies', 'college', 'admission', 'neet', 'jee', 'upsc', 'phd', 'masters',
    'mba', 'engineering', 'scholarship', 'result', 'board', 'stream', 'padhai', 'pariksha', 'pass',
    'competition', 'science', 'commerce',
    'परीक्षा', 'पढ़ाई', 'शिक्षा', 'कॉलेज', 'दाखिला', 'नीट', 'यूपीएससी', 'परिणाम', 'छात्रवृत्ति', 'विषय', 'प्रतियोगी',
    'ca', 'mbbs', 'degree', 'graduation', 'school', 'university', 'coaching', 'ssc', 'ielts', 'marks', 'rank', 'education', 'shiksha', 'डिग्री', 'स्कूल', 'विश्वविद्यालय',
    'படிப்பு', 'படிப்ப', 'தேர்வு', 'பரீட்சை', 'கல்லூரி', 'பள்ளி', 'சேர்க்கை', 'அட்மிஷன்', 'மதிப்பெண்', 'மார்க்', 'நீட்', 'உயர்கல்வி', 'உயர் கல்வி', 'கல்வி', 'ஸ்காலர்ஷிப்', 'ரேங்க்', 'ரிசல்ட்',
    'చదువు', 'పరీక్ష', 'కాలేజీ', 'కళాశాల', 'అడ్మిషన్', 'సీటు', 'ఉన్నత విద్య', 'విద్య', 'ర్యాంకు', 'ఫలితాలు', 'నీట్', 'ఎంసెట్', 'డిగ్రీ', 'స్కాలర్షిప్', 'మార్కులు', 'స్కూల్', 'పాఠశాల',
  ],
  travel: [
    'abroad', 'visa', 'foreign', 'travel', 'trip', 'canada', 'usa', 'us', 'america', 'australia', 'uk',
    'relocate', 'overseas', 'settle', 'pr', 'visa interview', 'pilgrimage', 'videsh', 'yatra', 'bahar', 'tirth', 'shift',
    'विदेश', 'वीजा', 'वीज़ा', 'यात्रा', 'कनाडा', 'अमेरिका', 'तीर्थ', 'बसने', 'पीआर', 'शहर',
    'green card', 'h1b', 'work permit', 'immigration', 'passport', 'dubai', 'london', 'germany', 'europe', 'singapore', 'journey', 'tour', 'vacation', 'pardes', 'safar', 'परदेस', 'सफर',
    'வெளிநாடு', 'வெளிநாட்ட', 'விசா', 'அமெரிக்கா', 'கனடா', 'லண்டன்', 'துபாய்', 'சிங்கப்பூர்', 'ஆஸ்திரேலியா', 'பயணம்', 'யாத்திரை', 'தீர்த்த யாத்திரை', 'குடியேற', 'செட்டில்', 'வெளியூர்',
    'విదేశం', 'విదేశీ', 'వీసా', 'అమెరికా', 'కెనడా', 'లండన్', 'దుబాయ్', 'ఆస్ట్రేలియా', 'ప్రయాణం', 'యాత్ర', 'తీర్థయాత్ర', 'గ్రీన్ కార్డ్', 'సెటిల్', 'ఫారిన్',
  ],
  health: [
    'health', 'sick', 'illness', 'pain', 'recover', 'sleep', 'stress', 'anxious', 'fitness', 'disease',
    'sehat', 'tabiyat', 'bimar', 'bimari', 'rog', 'swasthya', 'dard', 'neend', 'tension',
    'स्वास्थ्य', 'स्वास्थ', 'सेहत', 'तबीयत', 'बीमार', 'बीमारी', 'रोग', 'दर्द', 'नींद', 'तनाव',
    'knee', 'knees', 'headache', 'migraine', 'fever', 'injury', 'accident', 'hospital', 'depression', 'anxiety', 'udas', 'udaas', 'ghabrahat', 'thakan', 'kamzori', 'feel better', 'feel fine', 'उदास', 'घबराहट', 'थकान', 'कमजोरी', 'चोट', 'दुर्घटना', 'अस्पताल',
    'உடல்நலம்', 'உடல் நலம்', 'ஆரோக்கியம்', 'நோய்', 'உடல்நிலை', 'உடல் நிலை', 'வலி', 'தூக்கம்', 'மன அழுத்தம்', 'டென்ஷன்', 'மருத்துவமனை', 'ஆஸ்பத்திரி', 'காய்ச்சல்', 'விபத்து', 'சோர்வு', 'பலவீனம்', 'குணமாக',
    'ఆరోగ్యం', 'అనారోగ్యం', 'జబ్బు', 'వ్యాధి', 'నొప్పి', 'నిద్ర', 'ఒత్తిడి', 'టెన్షన్', 'హాస్పిటల్', 'ఆసుపత్రి', 'జ్వరం', 'ప్రమాదం', 'నీరసం', 'మానసిక', 'కోలుకో',
  ],
  children: [
    'baby', 'child', 'children', 'kids', 'son', 'daughter', 'conceive', 'ivf', 'pregnancy', 'father',
    'santan', 'bacha', 'bache', 'bacho', 'bachon', 'beta', 'beti', 'god bharai',
    'संतान', 'बच्चे', 'बच्चों', 'बेटा', 'बेटे', 'बेटी', 'आईवीएफ', 'गोद', 'पिता बनूंगा',
    'twins', 'pregnant', 'fertility', 'miscarriage', 'adoption', 'adopt', 'infertility', 'garbh', 'aulad', 'santaan', 'औलाद', 'गर्भ', 'शिशु',
    'குழந்தை', 'பிள்ளை', 'மகன்', 'மகள்', 'சந்ததி', 'குழந்தை பாக்கியம்', 'புத்திர பாக்கியம்', 'கர்ப்பம்', 'கருத்தரி', 'ஐவிஎஃப்', 'தத்தெடு', 'வாரிசு',
    'సంతానం', 'సంతాన', 'పిల్లలు', 'పిల్లల', 'బిడ్డ', 'గర్భం', 'ప్రెగ్నెన్సీ', 'ఐవీఎఫ్', 'కొడుకు', 'కూతురు', 'దత్తత',
  ],
  family: [
    'family', 'in-laws', 'in laws', 'mother in law', 'parents', 'siblings', 'brother', 'joint family',
    'pitra dosh', 'harmony', 'peace', 'kalesh', 'saas', 'bahu', 'parivar', 'gharwale', 'sasural',
    'mummy papa', 'bhai behan', 'mahaul', 'batwara',
    'परिवार', 'कलह', 'सास', 'बहू', 'ससुराल', 'घरवाले', 'संयुक्त परिवार', 'पितृ दोष', 'माता पिता', 'मनमुटाव', 'माहौल',
    'relatives', 'rishtedar', 'khandan', 'रिश्तेदार', 'खानदान',
    'குடும்பம்', 'மாமியார்', 'மாமனார்', 'பெற்றோர்', 'சகோதரர்', 'சகோதரி', 'உடன்பிறப்பு', 'கூட்டுக் குடும்பம்', 'சண்டை', 'பித்ரு தோஷம்', 'உறவினர்', 'நாத்தனார்',
    'కుటుంబం', 'కుటుంబ', 'అత్తగారు', 'అత్తమామలు', 'అత్త', 'తల్లిదండ్రులు', 'అన్నదమ్ములు', 'తోబుట్టువులు', 'గొడవ', 'కలహాలు', 'ఉమ్మడి కుటుంబం', 'పితృ దోషం', 'బంధువులు', 'బంధువుల',
  ],
  legal: [
    'court', 'case', 'legal', 'jail', 'police', 'justice', 'divorce', 'bail', 'lawsuit', 'litigation',
    'judgement', 'settle out of court', 'mukadma', 'kachehri', 'talaq', 'faisla', 'zamanat', 'fir',
    'kanooni', 'samjhauta',
    'कोर्ट', 'मुकदमा', 'मुकदमे', 'जेल', 'पुलिस', 'तलाक', 'फैसला', 'जमानत', 'अदालत', 'कानूनी', 'कचहरी', 'केस', 'निर्णय',
    'custody', 'lawyer', 'vakil', 'summons', 'warrant', 'arrest', 'giraftari', 'cheque bounce', 'वकील', 'गिरफ्तारी',
    'நீதிமன்றம்', 'கோர்ட்', 'வழக்கு', 'கேஸ்', 'வக்கீல்', 'போலீஸ்', 'சிறை', 'ஜாமீன்', 'விவாகரத்து', 'தீர்ப்பு', 'சட்ட', 'தகராறு',
    'కోర్టు', 'కేసు', 'న్యాయ', 'లాయర్', 'వకీలు', 'పోలీసు', 'జైలు', 'విడాకులు', 'బెయిల్', 'తీర్పు', 'వ్యాజ్యం', 'దావా', 'వివాదం',
  ],
  spiritual: [
    'god', 'worship', 'ishta', 'devata', 'meditation', 'sanyas', 'mantra', 'past life', 'karma', 'diksha',
    'guru', 'soul', 'moksha', 'gemstone', 'remedies', 'remedy', 'spiritually', 'spiritual', 'isht dev',
    'jaap', 'bhagwan', 'puja', 'dhyan', 'janam', 'ratna', 'upay', 'moksh', 'adhyatm', 'vrat',
    'इष्ट', 'मंत्र', 'भगवान', 'पूजा', 'संन्यास', 'ध्यान', 'जन्म के कर्म', 'दीक्षा', 'रत्न', 'उपाय', 'मोक्ष', 'आध्यात्मिक', 'व्रत',
    'rudraksh', 'rudraksha', 'yantra', 'temple', 'mandir', 'havan', 'kundalini', 'chakra', 'sadhana', 'bhakti', 'dharma', 'atma', 'मंदिर', 'हवन', 'साधना', 'भक्ति', 'धर्म', 'आत्मा',
    'கடவுள்', 'இஷ்ட தெய்வம்', 'குலதெய்வம்', 'குல தெய்வம்', 'தெய்வம்', 'பூஜை', 'மந்திரம்', 'தியானம்', 'ஆன்மீக', 'ஆன்மிக', 'மோட்சம்', 'முக்தி', 'பரிகாரம்', 'ரத்தினம்', 'கோவில்', 'கோயில்', 'விரதம்', 'பக்தி', 'கர்மா', 'முன்ஜென்ம', 'ருத்ராட்சம்', 'ஜபம்', 'வழிபாடு',
    'దేవుడు', 'దైవం', 'ఇష్ట దైవం', 'ఇష్టదైవం', 'పూజ', 'మంత్రం', 'ధ్యానం', 'ఆధ్యాత్మిక', 'మోక్షం', 'పరిహారం', 'రత్నం', 'జపం', 'వ్రతం', 'గుడి', 'దేవాలయం', 'ఆరాధన', 'గత జన్మ', 'కర్మ', 'రుద్రాక్ష', 'సాధన', 'భక్తి',
  ],
  timing: [
    'good day', 'auspicious', 'muhurat', 'muhurt', 'lucky day', 'which date', 'best day', 'good time',
    'today', 'tomorrow', 'this day', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
    'sunday', 'aaj', 'somvar', 'mangalvar', 'budhvar', 'guruvar', 'shukravar', 'shanivar', 'ravivar',
    'shubh', 'shubh din', 'konsi date', 'kis din', 'din kaisa', 'din accha', 'aaj ka din', 'kal ka din',
    'आज', 'कल', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार', 'शुभ', 'मुहूर्त', 'शुभ दिन', 'तारीख', 'किस दिन', 'आज का दिन', 'कल का दिन', 'अच्छा दिन',
    'good date', 'which day', 'kaunsa din', 'shubh samay', 'shubh muhurat', 'choghadiya', 'rahu kaal', 'abhijit', 'कौन सा दिन', 'शुभ समय',
    'முகூர்த்தம்', 'நல்ல நாள்', 'நல்ல நேரம்', 'சுப நாள்', 'இன்று', 'இன்றைக்கு', 'நாளை', ...namesTa.weekdays, 'எந்த நாள்', 'எந்த தேதி', 'தேதி', 'கிரகப்பிரவேசம்', 'ராகு காலம்', 'எமகண்டம்',
    'ముహూర్తం', 'మంచి రోజు', 'శుభ దినం', 'గృహప్రవేశం', 'ఈరోజు', 'ఈ రోజు', 'రేపు', ...namesTe.weekdays, 'ఏ రోజు', 'తేదీ', 'రాహుకాలం', 'యమగండం',
  ],
  general: [
    'personality', 'strengths', 'weaknesses', 'rashi', 'lagna', 'dasha',
    'sade sati', 'planets', 'future', 'overall', 'swabhav', 'bhavishya', 'grah', 'zindagi',
    'स्वभाव', 'राशि', 'भविष्य', 'दशा', 'साढ़ेसाती', 'ग्रह', 'लग्न', 'जीवन',
    'lucky', 'luck', 'bhagya', 'kismat', 'destiny', 'raj yog', 'raja yoga', 'nakshatra', 'ascendant', 'moon sign', 'sun sign', 'भाग्य', 'किस्मत', 'नक्षत्र', 'राजयोग',
    'ஜாதகம்', 'லக்னம்', 'ராசி', 'நட்சத்திரம்', 'திசை', 'புக்தி', 'கிரகம்', 'கிரகங்கள்', 'எதிர்காலம்', 'குணம்', 'சுபாவம்', 'அதிர்ஷ்டம்', 'ராஜயோகம்', 'ஏழரைச் சனி', 'ஏழரை சனி', 'அஷ்டமச் சனி', 'ஜென்ம நட்சத்திரம்', 'யோகம்',
    'జాతకం', 'లగ్నం', 'రాశి', 'నక్షత్రం', 'మహాదశ', 'అంతర్దశ', 'గ్రహాలు', 'గ్రహ', 'భవిష్యత్తు', 'స్వభావం', 'అదృష్టం', 'రాజయోగం', 'ఏలినాటి శని', 'అష్టమ శని', 'వ్యక్తిత్వం', 'జన్మ నక్షత్రం',
  ],
};
