import type { reminders as en } from '../en/reminders';
import { readingTitlesHi } from '../../../shared/reading-types';
import type { Translation } from '../text';

export const reminders: Translation<typeof en> = {
  title: 'आज का राशिफल',
  intro: `हर सुबह, आपका ${readingTitlesHi.daily} तैयार होते ही एक सूचना।`,
  switchLabel: 'आज के राशिफल की सूचनाएँ',
  timeLabel: 'समय (जहाँ आप रहते हैं)',
  on: (time: string) => `चालू: हर दिन ${time} बजे, जहाँ आप रहते हैं वहाँ के समय से।`,
  startsToday: 'पहली सूचना आज आएगी।',
  startsTomorrow: 'पहली सूचना कल आएगी।',
  otherDevices: (n: number) => `यह ${n} और डिवाइस पर भी चालू है।`,
  working: 'कृपया रुकें…',
  denied:
    'आपके ब्राउज़र में इस साइट की सूचनाएँ बंद हैं। इन्हें चालू करने के लिए साइट सेटिंग खोलें (पता बार के पास वाले आइकन पर टैप करें), सूचनाओं को "अनुमति दें" पर करें, फिर इसे दोबारा चालू करें।',
  unsupported: 'यह ब्राउज़र सूचनाएँ नहीं पा सकता। क्रोम या फ़ायरफ़ॉक्स आज़माएँ; आईफ़ोन पर पहले Jyotishi को होम स्क्रीन पर जोड़ें और वहीं से खोलें।',
  dismissed: 'आपने सूचनाओं की अनुमति दिए बिना ब्राउज़र का सवाल बंद कर दिया। दोबारा पूछे जाने के लिए इसे फिर से चालू करें।',
  loadFailed: 'आपके रिमाइंडर की सेटिंग लोड नहीं हो सकी। कृपया पेज दोबारा लोड करें।',
  failed: (reason: string) => `रिमाइंडर बदला नहीं जा सका: ${reason}`,
};
