import type { Topic } from './types';

/**
 * Words and phrases that speak for a topic in any of the three registers. Each one found adds a
 * heavy feature for its topic, which lets a few labelled examples carry across spellings and
 * scripts: the model learns that the feature means "marriage" from "shaadi" and then trusts it for
 * "विवाह" too. The list is about vocabulary, not grammar; the trained model weighs the rest.
 * Entries are written as people type them; folding (normalise.ts) and a one-letter tolerance
 * (fuzzy-lookup.ts) cover the variants.
 */
export const topicLexicon: Record<Topic, readonly string[]> = {
  marriage: [
    'marriage', 'married', 'marry', 'wedding', 'spouse', 'wife', 'husband', 'manglik', 'mangal dosh',
    'shaadi', 'vivah', 'biyah', 'rishta pakka', 'jeevansathi', 'life partner', 'arranged', 'arrange',
    'शादी', 'विवाह', 'ब्याह', 'पत्नी', 'पति', 'जीवनसाथी', 'मांगलिक', 'रिश्ता पक्का', 'दूसरी शादी',
    'love marriage', 'prem vivah', 'प्रेम विवाह', 'engagement', 'sagai', 'bride', 'groom', 'dulha', 'dulhan', 'kundli milan', 'gun milan', 'matchmaking', 'vivaah', 'सगाई', 'दुल्हन', 'गुण मिलान',
  ],
  relationship: [
    'relationship', 'girlfriend', 'boyfriend', 'gf', 'bf', 'breakup', 'ex', 'crush', 'love life', 'partner',
    'loyal', 'cheating', 'compatible', 'couple', 'patch up', 'find love', 'pyar', 'pyaar', 'prem', 'dhokha',
    'jodi', 'relation', 'rishta', 'right person', 'soulmate', 'the one', 'premi', 'premika', 'together', 'tikega',
    'प्यार', 'प्रेम', 'प्रेमी', 'प्रेमिका', 'ब्रेकअप', 'धोखा', 'जोड़ी', 'लव लाइफ', 'सुलह', 'प्रेम संबंध', 'रिश्ता', 'रिश्ते', 'टिकेगा',
    'love', 'lover', 'dating', 'affair', 'trust issues', 'mohabbat', 'ishq', 'इश्क', 'मोहब्बत', 'प्रेम प्रसंग',
  ],
  career: [
    'job', 'career', 'carrier', 'promotion', 'office', 'boss', 'salary', 'hike', 'interview', 'jobless',
    'government job', 'work', 'transfer', 'naukri', 'nokri', 'sarkari', 'appraisal',
    'नौकरी', 'नोकरी', 'करियर', 'कैरियर', 'प्रमोशन', 'तबादला', 'वेतन', 'ऑफिस', 'इंटरव्यू', 'तरक्की', 'सरकारी',
    'profession', 'occupation', 'employment', 'resign', 'resignation', 'fired', 'layoff', 'laid off', 'job offer', 'offer letter', 'doctor', 'engineer', 'naukari', 'rozgar', 'पेशा', 'रोजगार',
  ],
  business: [
    'business', 'buisness', 'shop', 'startup', 'venture', 'clients', 'partnership', 'restaurant', 'profit',
    'loss', 'factory', 'showroom', 'sale', 'sales', 'vyapar', 'vyapaar', 'dhanda', 'dukaan', 'dukan',
    'ghata', 'naya kaam',
    'व्यापार', 'व्यवसाय', 'कारोबार', 'धंधा', 'दुकान', 'घाटा', 'स्टार्टअप', 'बिजनेस', 'साझेदारी', 'बिक्री',
    'cafe', 'store', 'brand', 'company', 'franchise', 'customers', 'investors', 'funding', 'kapde', 'vyavsay', 'udyog', 'grahak', 'कंपनी', 'उद्योग', 'ग्राहक',
  ],
  money: [
    'money', 'rich', 'wealth', 'debt', 'loan', 'loans', 'finances', 'financial', 'savings', 'save money',
    'inheritance', 'dhan yoga', 'lent', 'share market', 'stock market', 'share bazar', 'stocks', 'mutual fund', 'invest', 'investment', 'crypto', 'bitcoin', 'nivesh', 'paisa', 'paise', 'karza', 'karz', 'udhaar',
    'amir', 'dhan', 'aarthik', 'bachat', 'dhan labh',
    'पैसा', 'पैसे', 'पैसों', 'धन', 'कर्ज', 'लोन', 'उधार', 'अमीर', 'आर्थिक', 'बचत', 'धन लाभ', 'धन योग', 'शेयर बाजार', 'शेयर बाज़ार', 'निवेश',
    'income', 'earning', 'earnings', 'bank', 'emi', 'kamai', 'kamayi', 'aamdani', 'doob', 'rupaye', 'कमाई', 'आमदनी', 'रुपये',
  ],
  property: [
    'house', 'home', 'flat', 'land', 'plot', 'property', 'real estate', 'car', 'vehicle', 'construction',
    'ancestral', 'ghar', 'makaan', 'makan', 'zameen', 'jameen', 'jaydad', 'gaadi', 'bhumi', 'pushtaini',
    'मकान', 'घर', 'ज़मीन', 'जमीन', 'भूमि', 'संपत्ति', 'गाड़ी', 'वाहन', 'फ्लैट', 'प्लॉट', 'पैतृक', 'निर्माण',
    'apartment', 'bungalow', 'bike', 'scooter', 'registry', 'kiraya', 'kothi', 'bhawan', 'किराया', 'भवन', 'कोठी',
  ],
  education: [
    'exam', 'exams', 'study', 'studies', 'college', 'admission', 'neet', 'jee', 'upsc', 'phd', 'masters',
    'mba', 'engineering', 'scholarship', 'result', 'board', 'stream', 'padhai', 'pariksha', 'pass',
    'competition', 'science', 'commerce',
    'परीक्षा', 'पढ़ाई', 'शिक्षा', 'कॉलेज', 'दाखिला', 'नीट', 'यूपीएससी', 'परिणाम', 'छात्रवृत्ति', 'विषय', 'प्रतियोगी',
    'ca', 'mbbs', 'degree', 'graduation', 'school', 'university', 'coaching', 'ssc', 'ielts', 'marks', 'rank', 'education', 'shiksha', 'डिग्री', 'स्कूल', 'विश्वविद्यालय',
  ],
  travel: [
    'abroad', 'visa', 'foreign', 'travel', 'trip', 'canada', 'usa', 'us', 'america', 'australia', 'uk',
    'relocate', 'overseas', 'settle', 'pr', 'visa interview', 'pilgrimage', 'videsh', 'yatra', 'bahar', 'tirth', 'shift',
    'विदेश', 'वीजा', 'वीज़ा', 'यात्रा', 'कनाडा', 'अमेरिका', 'तीर्थ', 'बसने', 'पीआर', 'शहर',
    'green card', 'h1b', 'work permit', 'immigration', 'passport', 'dubai', 'london', 'germany', 'europe', 'singapore', 'journey', 'tour', 'vacation', 'pardes', 'safar', 'परदेस', 'सफर',
  ],
  health: [
    'health', 'sick', 'illness', 'pain', 'recover', 'sleep', 'stress', 'anxious', 'fitness', 'disease',
    'sehat', 'tabiyat', 'bimar', 'bimari', 'rog', 'swasthya', 'dard', 'neend', 'tension',
    'स्वास्थ्य', 'स्वास्थ', 'सेहत', 'तबीयत', 'बीमार', 'बीमारी', 'रोग', 'दर्द', 'नींद', 'तनाव',
    'knee', 'knees', 'headache', 'migraine', 'fever', 'injury', 'accident', 'hospital', 'depression', 'anxiety', 'udas', 'udaas', 'ghabrahat', 'thakan', 'kamzori', 'feel better', 'feel fine', 'उदास', 'घबराहट', 'थकान', 'कमजोरी', 'चोट', 'दुर्घटना', 'अस्पताल',
  ],
  children: [
    'baby', 'child', 'children', 'kids', 'son', 'daughter', 'conceive', 'ivf', 'pregnancy', 'father',
    'santan', 'bacha', 'bache', 'bacho', 'bachon', 'beta', 'beti', 'god bharai',
    'संतान', 'बच्चे', 'बच्चों', 'बेटा', 'बेटे', 'बेटी', 'आईवीएफ', 'गोद', 'पिता बनूंगा',
    'twins', 'pregnant', 'fertility', 'miscarriage', 'adoption', 'adopt', 'infertility', 'garbh', 'aulad', 'santaan', 'औलाद', 'गर्भ', 'शिशु',
  ],
  family: [
    'family', 'in-laws', 'in laws', 'mother in law', 'parents', 'siblings', 'brother', 'joint family',
    'pitra dosh', 'harmony', 'peace', 'kalesh', 'saas', 'bahu', 'parivar', 'gharwale', 'sasural',
    'mummy papa', 'bhai behan', 'mahaul', 'batwara',
    'परिवार', 'कलह', 'सास', 'बहू', 'ससुराल', 'घरवाले', 'संयुक्त परिवार', 'पितृ दोष', 'माता पिता', 'मनमुटाव', 'माहौल',
    'relatives', 'rishtedar', 'khandan', 'रिश्तेदार', 'खानदान',
  ],
  legal: [
    'court', 'case', 'legal', 'jail', 'police', 'justice', 'divorce', 'bail', 'lawsuit', 'litigation',
    'judgement', 'settle out of court', 'mukadma', 'kachehri', 'talaq', 'faisla', 'zamanat', 'fir',
    'kanooni', 'samjhauta',
    'कोर्ट', 'मुकदमा', 'मुकदमे', 'जेल', 'पुलिस', 'तलाक', 'फैसला', 'जमानत', 'अदालत', 'कानूनी', 'कचहरी', 'केस', 'निर्णय',
    'custody', 'lawyer', 'vakil', 'summons', 'warrant', 'arrest', 'giraftari', 'cheque bounce', 'वकील', 'गिरफ्तारी',
  ],
  spiritual: [
    'god', 'worship', 'ishta', 'devata', 'meditation', 'sanyas', 'mantra', 'past life', 'karma', 'diksha',
    'guru', 'soul', 'moksha', 'gemstone', 'remedies', 'remedy', 'spiritually', 'spiritual', 'isht dev',
    'jaap', 'bhagwan', 'puja', 'dhyan', 'janam', 'ratna', 'upay', 'moksh', 'adhyatm', 'vrat',
    'इष्ट', 'मंत्र', 'भगवान', 'पूजा', 'संन्यास', 'ध्यान', 'जन्म के कर्म', 'दीक्षा', 'रत्न', 'उपाय', 'मोक्ष', 'आध्यात्मिक', 'व्रत',
    'rudraksh', 'rudraksha', 'yantra', 'temple', 'mandir', 'havan', 'kundalini', 'chakra', 'sadhana', 'bhakti', 'dharma', 'atma', 'मंदिर', 'हवन', 'साधना', 'भक्ति', 'धर्म', 'आत्मा',
  ],
  timing: [
    'good day', 'auspicious', 'muhurat', 'muhurt', 'lucky day', 'which date', 'best day', 'good time',
    'today', 'tomorrow', 'this day', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday',
    'sunday', 'aaj', 'somvar', 'mangalvar', 'budhvar', 'guruvar', 'shukravar', 'shanivar', 'ravivar',
    'shubh', 'shubh din', 'konsi date', 'kis din', 'din kaisa', 'din accha', 'aaj ka din', 'kal ka din',
    'आज', 'कल', 'सोमवार', 'मंगलवार', 'बुधवार', 'गुरुवार', 'शुक्रवार', 'शनिवार', 'रविवार', 'शुभ', 'मुहूर्त', 'शुभ दिन', 'तारीख', 'किस दिन', 'आज का दिन', 'कल का दिन', 'अच्छा दिन',
    'good date', 'which day', 'kaunsa din', 'shubh samay', 'shubh muhurat', 'choghadiya', 'rahu kaal', 'abhijit', 'कौन सा दिन', 'शुभ समय',
  ],
  general: [
    'personality', 'strengths', 'weaknesses', 'rashi', 'lagna', 'dasha',
    'sade sati', 'planets', 'future', 'overall', 'swabhav', 'bhavishya', 'grah', 'zindagi',
    'स्वभाव', 'राशि', 'भविष्य', 'दशा', 'साढ़ेसाती', 'ग्रह', 'लग्न', 'जीवन',
    'lucky', 'luck', 'bhagya', 'kismat', 'destiny', 'raj yog', 'raja yoga', 'nakshatra', 'ascendant', 'moon sign', 'sun sign', 'भाग्य', 'किस्मत', 'नक्षत्र', 'राजयोग',
  ],
};
