import type { payments as en } from '../en/payments';
import type { Translation } from '../text';

export const payments: Translation<typeof en> = {
  verifying: 'మీ చెల్లింపును ప్రాసెస్ చేస్తున్నాం...',
  verifyingNote: 'పేమెంట్ గేట్‌వే దగ్గర నిర్ధారిస్తున్నాం. దయచేసి ఈ పేజీని మూసివేయకండి.',
  success: {
    title: 'చెల్లింపు విజయవంతమైంది!',
    welcome: 'జ్యోతిషి ప్రీమియంకు స్వాగతం. ఇప్పుడు అన్ని ఫలితాలూ మీకు అందుబాటులో ఉన్నాయి.',
    plan: 'ప్లాన్',
    validity: 'చెల్లుబాటు',
    amount: 'చెల్లించిన మొత్తం',
    reference: 'చెల్లింపు రిఫరెన్స్',
    explore: 'చూడటం మొదలుపెట్టండి',
  },
  failed: {
    title: 'చెల్లింపు విఫలమైంది',
    helpBefore: 'మీ ఖాతా నుంచి డబ్బు కట్ అయి ఉంటే,',
    helpMiddle: 'కు ఈ చెల్లింపు రిఫరెన్స్‌తో రాయండి:',
    helpEnd: '.',
  },
};
