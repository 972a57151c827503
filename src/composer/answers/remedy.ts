/**
 * "What remedy?" asked after an answer: what to do about the topic, in the answered windows, and
 * the customary upayas of the topic's first natural karaka (topic-rules.ts), two of the kinds the
 * readings give (a mantra and a charity, from the same remedy tables). Devotional and practical
 * customs only, as the readings' remedies are.
 */
import type { Graha } from '../../astro/zodiac';
import { REMEDIES_EN } from '../wording/en/remedies';
import { REMEDIES_HI } from '../wording/hi/remedies';
import { REMEDIES_TA } from '../wording/ta/remedies';
import { REMEDIES_TE } from '../wording/te/remedies';
import { dayMonthYear } from '../wording/en/names';
import { dayMonthYearHi, grahaHi } from '../wording/hi/names';
import { dayMonthYearTa, grahaTa } from '../wording/ta/names';
import { dayMonthYearTe, grahaOfTe, grahaTe } from '../wording/te/names';
import type { Language } from '../../shared/profile';
import type { Topic } from '../../shared/question-topics';
import type { QuestionAnswer } from './answer';
import { TOPIC_RULES } from './topic-rules';
import { todoEn } from './words-en';
import { todoHi } from './words-hi';
import { todoTa } from './words-ta';
import { todoTe } from './words-te';
import type { WrittenAnswer } from './written';

const grahaEn = (g: Graha) => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g);

type Voice = { self: boolean; name: string };
type Window = QuestionAnswer['windows'][number];

/** The remedy's four paragraphs in each language: what to do, when, the karaka's upayas, and the caution. */
const REMEDY_WORDS: Record<Language, (topic: Topic, karaka: Graha, windows: readonly Window[], voice: Voice) => string[]> = {
  en: (topic, karaka, windows, voice) => {
    const upayas = REMEDIES_EN[karaka];
    return [
      todoEn(topic, voice),
      windows.length ? `The best time to act is the window${windows.length > 1 ? 's' : ''} above: ${windows.map((w) => `${dayMonthYear(w.start)} to ${dayMonthYear(w.end)}`).join('; ')}.` : 'No strong window is open now, so this is a time to prepare.',
      `Remedies: ${grahaEn(karaka)} is the natural karaka of this matter. For ${karaka === 'Sun' || karaka === 'Moon' ? 'it' : 'him'}, ${upayas.mantra[0]}, and ${upayas.charity[0]}.`,
      'These remedies are devotion and discipline; they never replace a doctor’s, a lawyer’s or a financial adviser’s advice.',
    ];
  },
  hi: (topic, karaka, windows, voice) => {
    const upayas = REMEDIES_HI[karaka];
    return [
      todoHi(topic, voice),
      windows.length ? `सबसे अच्छा समय ऊपर बताया गया समय है, ${windows.map((w) => `${dayMonthYearHi(w.start)} से ${dayMonthYearHi(w.end)}`).join('; ')}।` : 'अभी कोई प्रबल समय नहीं है, इसलिए यह समय तैयारी का है।',
      `उपाय: ${grahaHi(karaka)} इस विषय के नैसर्गिक कारक हैं। उनके लिए ${upayas.mantra[0]}, और ${upayas.charity[0]}।`,
      'ये उपाय श्रद्धा और अनुशासन के हैं; इलाज, क़ानूनी या पैसों की सलाह की जगह नहीं लेते।',
    ];
  },
  ta: (topic, karaka, windows, voice) => {
    const upayas = REMEDIES_TA[karaka];
    return [
      todoTa(topic, voice),
      windows.length ? `செயல்பட மிகச் சிறந்த நேரம் மேலே சொன்ன காலமே: ${windows.map((w) => `${dayMonthYearTa(w.start)} முதல் ${dayMonthYearTa(w.end)} வரை`).join('; ')}.` : 'இப்போது வலுவான காலம் எதுவும் இல்லை, எனவே இது தயாரிப்புக்கான நேரம்.',
      `பரிகாரம்: இந்த விஷயத்தின் இயற்கையான காரகர் ${grahaTa(karaka)}. அவருக்காக ${upayas.mantra[0]}, ${upayas.charity[0]}.`,
      'இந்தப் பரிகாரங்கள் பக்தியும் ஒழுக்கமும் சார்ந்தவை; மருத்துவர், வழக்கறிஞர் அல்லது நிதி ஆலோசகரின் ஆலோசனைக்கு ஒருபோதும் மாற்று அல்ல.',
    ];
  },
  te: (topic, karaka, windows, voice) => {
    const upayas = REMEDIES_TE[karaka];
    return [
      todoTe(topic, voice),
      windows.length ? `పని చేయడానికి ఉత్తమ సమయం పైన చెప్పినదే, ${windows.map((w) => `${dayMonthYearTe(w.start)} నుండి ${dayMonthYearTe(w.end)} వరకు`).join('; ')}.` : 'ప్రస్తుతం బలమైన సమయం ఏదీ లేదు, కాబట్టి ఇది సన్నద్ధత సమయం.',
      `పరిహారం: ఈ విషయానికి నైసర్గిక కారకుడు ${grahaTe(karaka)}. ${grahaOfTe(karaka)} కోసం ${upayas.mantra[0]}, అలాగే ${upayas.charity[0]}.`,
      'ఈ పరిహారాలు భక్తి, క్రమశిక్షణకు సంబంధించినవి; వైద్యుని, న్యాయవాది లేదా ఆర్థిక సలహాదారు సలహాకు ఇవి ప్రత్యామ్నాయం కావు.',
    ];
  },
};

/** The remedy follow-up to an answer, in the answer's language; its windows and reasons stay the answer's. */
export function remedyAnswer(answer: QuestionAnswer): WrittenAnswer {
  const karaka = TOPIC_RULES[answer.topic].karakas[0]!;
  const voice = { self: answer.plan.facts.person.self, name: answer.plan.facts.person.firstName };
  const text = REMEDY_WORDS[answer.language](answer.topic, karaka, answer.windows, voice);
  return { answer: text.join('\n\n'), windows: answer.windows, basis: answer.basis };
}
