import type { legal as en } from '../en/legal';
import type { Translation } from '../text';

export const legal: Translation<typeof en> = {
  back: 'హోమ్‌కు తిరిగి వెళ్లండి',
  lastUpdated: 'చివరిగా మార్చింది:',
  englishOnly: {
    title: 'ఇంగ్లీషులో మాత్రమే ఉంది',
    body: 'ఈ చట్టపరమైన పాఠం ఇంగ్లీషులో మాత్రమే ప్రచురించాం. కింద ఉన్న ఇంగ్లీషు పాఠమే చెల్లుబాటయ్యేది.',
  },
  testPage: {
    title: 'పరీక్ష పేజీ',
    intro: 'పేజీల మధ్య వెళ్లడం, వాటి రక్షణలు తనిఖీ చేయడానికి నేరుగా లింక్‌లు.',
    home: 'హోమ్‌కు వెళ్లండి',
    profileComplete: 'ప్రొఫైల్ పూర్తి చేసే పేజీకి వెళ్లండి',
    auth: 'సైన్ ఇన్ పేజీకి వెళ్లండి',
  },
};
