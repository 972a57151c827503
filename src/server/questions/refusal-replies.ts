import type { ScreenedReason } from './refusal-patterns';

/** Why a question gets no reading: a screened wording, or a person the app holds no chart for. */
export type RefusalReason = ScreenedReason | 'unsaved-person';

/**
 * What the asker reads instead of a reading, in each interface language. Each says plainly what
 * is not done, why in a few words, and what can be asked instead. Written separately in each
 * language, not translated: the Hindi speaks the way a Hindi astrologer's desk would.
 *
 * Helplines (checked against the Health Ministry's and PIB's announcements): Tele-MANAS, the
 * national tele-mental-health service, 14416 or 1-800-891-4416, free, round the clock, in many
 * languages; KIRAN, the Social Justice Ministry's mental-health helpline, 1800-599-0019; 112 is
 * India's single emergency number.
 */
export const refusalReplies: Record<RefusalReason, { en: string; hi: string }> = {
  'self-harm': {
    en:
      "We're truly sorry you are feeling this way, and you don't have to carry it alone. Please talk to someone now: " +
      'Tele-MANAS is free and open day and night on 14416 or 1-800-891-4416, and KIRAN on 1800-599-0019. If you are in ' +
      'danger right now, call 112. We will not look at the chart for this; a person who can help matters more than any reading.',
    hi:
      'आप ऐसा महसूस कर रहे हैं, यह जानकर हमें सचमुच दुख है। यह बोझ अकेले मत उठाइए, अभी किसी से बात कीजिए: टेली-मानस पर ' +
      '14416 या 1-800-891-4416 पर दिन-रात मुफ़्त बात हो सकती है, और किरण हेल्पलाइन 1800-599-0019 पर। अगर अभी जान को ख़तरा है ' +
      'तो 112 पर फ़ोन कीजिए। इस बारे में हम कुंडली नहीं देखेंगे; इस समय कोई ऐसा व्यक्ति ज़्यादा ज़रूरी है जो आपकी मदद कर सके।',
  },
  death: {
    en:
      'We do not predict when anyone will die or how long they will live: no chart can say it responsibly, and such a ' +
      'prediction only brings fear. We can read health instead, and the periods that call for extra care, for you or for a ' +
      'family member you have saved.',
    hi:
      'किसी की मृत्यु कब होगी या उसकी आयु कितनी है, यह हम नहीं बताते। कोई भी कुंडली यह ज़िम्मेदारी से नहीं बता सकती, और ऐसी ' +
      'भविष्यवाणी केवल डर पैदा करती है। इसकी जगह हम आपके या परिवार के किसी सहेजे गए सदस्य के स्वास्थ्य के बारे में बता ' +
      'सकते हैं, और यह भी कि किन समयों में ज़्यादा ध्यान रखना ठीक रहेगा।',
  },
  medical: {
    en:
      'We cannot diagnose an illness or advise on medicines, surgery or any other treatment; please take that to a qualified ' +
      "doctor. Alongside your doctor's care, we can read how the periods for health look in your chart.",
    hi:
      'किसी बीमारी की पहचान करना या दवा, ऑपरेशन या किसी और इलाज की सलाह देना हमारा काम नहीं है; इसके लिए किसी योग्य डॉक्टर ' +
      'से मिलिए। डॉक्टर के इलाज के साथ-साथ, आपकी कुंडली में स्वास्थ्य का समय कैसा चल रहा है, यह हम बता सकते हैं।',
  },
  gambling: {
    en:
      'We do not give lottery numbers, betting tips or shares to buy: a chart cannot pick winners, and money staked on such ' +
      'a tip can be lost. We can read your chart for money and finances in general, or tell you whether a given day suits a ' +
      'financial decision you have already weighed.',
    hi:
      'लॉटरी का नंबर, सट्टे या जुए का दाँव, या कौन-सा शेयर ख़रीदें, यह हम नहीं बताते। कुंडली से जीतने वाला नंबर या शेयर नहीं ' +
      'चुना जा सकता, और ऐसी सलाह पर लगाया पैसा डूब सकता है। आपकी कुंडली में धन और आर्थिक स्थिति कैसी है, या सोच-समझकर ' +
      'लिए गए किसी आर्थिक फ़ैसले के लिए कोई दिन ठीक है या नहीं, यह हम बता सकते हैं।',
  },
  'foetal-sex': {
    en:
      'We do not predict whether a baby will be a boy or a girl. In India, telling the sex of a child before birth is ' +
      'against the law (the PCPNDT Act), and every child is a blessing. We can read your chart for children: when a child ' +
      'is likely and what care the time asks for.',
    hi:
      'होने वाली संतान बेटा होगी या बेटी, यह हम नहीं बताते। भारत में जन्म से पहले शिशु का लिंग बताना क़ानूनन अपराध है ' +
      '(पीसीपीएनडीटी अधिनियम), और हर संतान ईश्वर का आशीर्वाद है। संतान का योग कब बनता है और उस समय किन बातों का ध्यान ' +
      'रखें, यह हम आपकी कुंडली से बता सकते हैं।',
  },
  'unsaved-person': {
    en:
      'We can only read the charts we hold: yours, and those of the family members you have saved. To ask about someone ' +
      "else, add them on the Family page with their birth date, time and place, then ask again. Or ask how the matter touches " +
      'your own life, and we will read it from your chart.',
    hi:
      'हम केवल उन्हीं की कुंडली देख सकते हैं जिनका जन्म विवरण हमारे पास है: आपकी, और परिवार के उन सदस्यों की जिन्हें आपने ' +
      'सहेजा है। किसी और के बारे में पूछना हो तो उन्हें ‘परिवार’ पन्ने पर उनकी जन्म तिथि, समय और स्थान के साथ जोड़िए, फिर ' +
      'दोबारा पूछिए। या फिर पूछिए कि यह बात आपके अपने जीवन को कैसे छूती है, तो हम आपकी कुंडली से बताएँगे।',
  },
};
