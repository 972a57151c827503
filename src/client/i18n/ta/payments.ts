import type { payments as en } from '../en/payments';
import type { Translation } from '../text';

export const payments: Translation<typeof en> = {
  verifying: 'உங்கள் கட்டணத்தைச் செயல்படுத்துகிறோம்...',
  verifyingNote: 'கட்டண நுழைவாயிலிடம் உறுதிசெய்கிறோம். இந்தப் பக்கத்தை மூடாதீர்கள்.',
  success: {
    title: 'கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது!',
    welcome: 'ஜோதிஷி பிரீமியத்துக்கு வருக. இனி எல்லாப் பலன்களும் உங்களுக்குத் திறந்திருக்கின்றன.',
    plan: 'திட்டம்',
    validity: 'செல்லுபடிக் காலம்',
    amount: 'செலுத்திய தொகை',
    reference: 'கட்டணக் குறிப்பு எண்',
    explore: 'பார்க்கத் தொடங்குங்கள்',
  },
  failed: {
    title: 'கட்டணம் தோல்வியடைந்தது',
    helpBefore: 'உங்கள் கணக்கிலிருந்து பணம் போயிருந்தால்,',
    helpMiddle: 'என்ற முகவரிக்கு இந்தக் கட்டணக் குறிப்பு எண்ணுடன் எழுதுங்கள்:',
    helpEnd: '.',
  },
};
