import type { shares as en } from '../en/shares';
import { plural } from '../plural';
import type { Translation } from '../text';

export const shares: Translation<typeof en> = {
  title: 'शेयर करके रीडिंग पाएँ',
  introBefore: 'WhatsApp पर किसी दोस्त को ज्योतिषी के बारे में बताएँ और हर शेयर पर ',
  introStrong: '1 मुफ़्त रीडिंग',
  introAfter: ' पाएँ।',
  available: (n: number) => plural('hi', n, { one: 'आपके पास # रीडिंग उपलब्ध है', other: 'आपके पास # रीडिंग उपलब्ध हैं' }),
  shareLabel: 'शेयर करें',
  adding: 'क्रेडिट जोड़ा जा रहा है...',
  added: 'क्रेडिट जुड़ गया!',
  shareWhatsApp: 'WhatsApp पर शेयर करें',
  unlimitedTitle: 'असीमित रीडिंग चाहिए?',
  unlimitedText: 'प्रीमियम में हर तरह की रीडिंग और कुंडली मिलान रिपोर्ट, जितनी बार चाहें, बिना शेयर क्रेडिट के।',
  seePlans: 'प्रीमियम प्लान देखें',
  member: {
    text: 'आप प्रीमियम सदस्य हैं: हर रीडिंग आपके लिए पहले से खुली है, इसलिए कुछ भी अनलॉक करने की ज़रूरत नहीं।',
    dashboard: 'डैशबोर्ड पर जाएँ',
  },
  preview: 'संदेश की झलक',
  howTitle: 'यह कैसे काम करता है',
  steps: {
    tap: { title: '‘WhatsApp पर शेयर करें’ दबाएँ', text: 'WhatsApp ज्योतिषी के बारे में एक छोटे संदेश के साथ खुलेगा, भेजने के लिए तैयार।' },
    send: { title: 'इसे किसी दोस्त या ग्रुप को भेजें', text: 'ऐसे किसी को भी चुनें जिसे अपनी जन्म कुंडली से लिखी रीडिंग पसंद आए।' },
    get: { title: 'अपनी रीडिंग पाएँ', text: 'आपके खाते में एक रीडिंग क्रेडिट जुड़ जाता है और आपको होम पेज पर ले जाया जाता है, ताकि आप उसे इस्तेमाल कर सकें।' },
  },
};
