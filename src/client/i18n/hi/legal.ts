import type { legal as en } from '../en/legal';
import type { Translation } from '../text';

export const legal: Translation<typeof en> = {
  back: 'होम पर वापस जाएँ',
  lastUpdated: 'पिछला अपडेट:',
  englishOnly: {
    title: 'यह पेज केवल अंग्रेज़ी में उपलब्ध है',
    body: 'यह क़ानूनी दस्तावेज़ सिर्फ़ अंग्रेज़ी में प्रकाशित है। नीचे दिया गया अंग्रेज़ी पाठ ही मान्य और बाध्यकारी है।',
  },
  testPage: {
    title: 'टेस्ट पेज',
    intro: 'नेविगेशन और पेजों की सुरक्षा जाँचने के लिए सीधे लिंक।',
    home: 'होम पर जाएँ',
    profileComplete: 'प्रोफ़ाइल पूरी करने के पेज पर जाएँ',
    auth: 'साइन इन पेज पर जाएँ',
  },
};
