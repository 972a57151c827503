import type { dashboard as en } from '../en/dashboard';
import type { Translation } from '../text';

export const dashboard: Translation<typeof en> = {
  authError: 'पहचान में गड़बड़ी - उपयोगकर्ता नहीं मिला। कृपया फिर से साइन इन करें।',
  goToLogin: 'साइन इन पर जाएँ',
  offline: {
    title: 'आप ऑफ़लाइन हैं',
    body: 'इस डिवाइस पर खोली गई रीडिंग अब भी पढ़ी जा सकती हैं। नई रीडिंग, पंचांग और आपकी कुंडली के लिए इंटरनेट कनेक्शन चाहिए।',
  },
  eyebrow: 'आपके निजी ज्योतिषी',
  greeting: 'नमस्ते,',
  intro: 'हर रीडिंग आपकी अपनी जन्म कुंडली से लिखी जाती है।',
  upgrade: 'प्रीमियम में अपग्रेड करें',
  startToday: 'आज के राशिफल से शुरू करें',
  shareToUnlock: 'शेयर करके पाएँ',
  goPremium: 'प्रीमियम लें',
  chooseReading: 'अपनी रीडिंग चुनें',
  free: 'मुफ़्त',
  cost: {
    credit: '1 क्रेडिट',
    locked: 'बंद',
    unlock: 'शेयर करके खोलें या प्रीमियम लें',
  },
  wholeStory: 'पूरी कहानी जानना चाहते हैं? पढ़िए अपना',
  kundli: {
    title: 'आपकी जन्म कुंडली',
    body: 'ग्रहों की स्थिति, दशाएँ और आज का पंचांग',
  },
  panchang: {
    title: 'आज का पंचांग',
    at: (place: string) => `${place} में`,
    loading: 'आकाश पढ़ा जा रहा है…',
    sunrise: 'सूर्योदय',
    sunset: 'सूर्यास्त',
    rahuKaal: 'राहु काल',
    choghadiya: 'अभी का चौघड़िया',
    now: 'अभी',
    natures: { good: 'शुभ', neutral: 'सामान्य', bad: 'अशुभ' },
    open: 'पूरा पंचांग',
    failed: 'आज का पंचांग लोड नहीं हो सका।',
  },
  recent: {
    title: 'हाल की रीडिंग',
    viewAll: 'सभी देखें',
    loading: 'रीडिंग लोड हो रही हैं...',
    failedTitle: 'रीडिंग लोड करने में गड़बड़ी',
    failed: 'रीडिंग लोड नहीं हो सकीं',
    emptyTitle: 'अभी कोई रीडिंग नहीं',
    empty: 'आपकी रीडिंग यहाँ रखी जाएँगी, ताकि आप उन्हें फिर से पढ़ सकें।',
    getFree: 'अपनी मुफ़्त रीडिंग पाएँ',
    getFirst: 'अपनी पहली रीडिंग पाएँ',
  },
};
