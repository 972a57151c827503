import type { auth as en } from '../en/auth';
import type { Translation } from '../text';

export const auth: Translation<typeof en> = {
  phone: {
    title: 'फ़ोन नंबर से साइन इन करें',
    intro: 'हम आपके फ़ोन पर 6 अंकों का कोड भेजेंगे। पहली बार आए हैं? इसी से आपका खाता भी बन जाएगा।',
    label: 'फ़ोन नंबर',
    countryCode: 'देश का कोड',
    placeholder: '98765 43210',
    sending: 'कोड भेजा जा रहा है...',
    send: 'OTP भेजें',
  },
  countries: {
    IN: 'भारत',
    US: 'अमेरिका',
    GB: 'ब्रिटेन',
    AU: 'ऑस्ट्रेलिया',
    CN: 'चीन',
    AE: 'यूएई',
    SG: 'सिंगापुर',
    JP: 'जापान',
  },
  captcha: {
    solving: 'जाँच हो रही है कि आप इंसान हैं…',
    ready: 'पुष्टि हो गई: आप इंसान हैं',
    failed: 'इंसान होने की जाँच शुरू नहीं हो सकी। कोड भेजते समय यह फिर से होगी।',
    protectedBy: (provider: string) => `${provider} से सुरक्षित`,
  },
  otp: {
    title: 'अपना नंबर सत्यापित करें',
    sentTo: 'इस नंबर पर भेजा गया 6 अंकों का कोड दर्ज करें:',
    label: 'सत्यापन कोड',
    verifying: 'सत्यापित हो रहा है...',
    verify: 'OTP सत्यापित करें',
    changeNumber: 'फ़ोन नंबर बदलना है?',
    resendIn: (time: string) => `कोड दोबारा भेजने के लिए ${time} रुकें`,
    resend: 'कोड दोबारा भेजें',
    resent: 'नया कोड भेज दिया गया है। पिछला कोड अब काम नहीं करेगा।',
  },
  welcome: {
    title: 'ज्योतिषी में आपका स्वागत है!',
    body: 'आपका नंबर सत्यापित हो गया। अब हमें बताइए कि आपका जन्म कब और कहाँ हुआ, ताकि हम आपकी जन्म कुंडली बना सकें।',
    continue: 'अभी आगे बढ़ें',
  },
  terms: {
    before: 'आगे बढ़कर आप हमारी',
    between: ' और',
    after: ' से सहमत होते हैं।',
  },
};
