import type { payments as en } from '../en/payments';
import type { Translation } from '../text';

export const payments: Translation<typeof en> = {
  verifying: 'आपका भुगतान प्रोसेस हो रहा है...',
  verifyingNote: 'पेमेंट गेटवे से पुष्टि की जा रही है। कृपया यह पेज खुला रखें।',
  success: {
    title: 'भुगतान सफल रहा!',
    welcome: 'ज्योतिषी प्रीमियम में आपका स्वागत है। अब हर रीडिंग आपके लिए खुली है।',
    plan: 'प्लान',
    validity: 'वैधता',
    amount: 'चुकाई गई राशि',
    reference: 'भुगतान संदर्भ',
    explore: 'शुरू करें',
  },
  failed: {
    title: 'भुगतान नहीं हो सका',
    helpBefore: 'अगर आपके खाते से पैसे कट गए हैं, तो',
    helpMiddle: 'पर लिखें और यह भुगतान संदर्भ बताएँ:',
    helpEnd: '।',
  },
};
