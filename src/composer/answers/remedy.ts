/**
 * "What remedy?" asked after an answer: what to do about the topic, in the answered windows, and
 * the customary upayas of the topic's first natural karaka (topic-rules.ts), two of the kinds the
 * readings give (a mantra and a charity, from the same remedy tables). Devotional and practical
 * customs only, as the readings' remedies are.
 */
import type { Graha } from '../../astro/zodiac';
import { REMEDIES_EN } from '../wording/en/remedies';
import { REMEDIES_HI } from '../wording/hi/remedies';
import { dayMonthYear } from '../wording/en/names';
import { dayMonthYearHi, grahaHi } from '../wording/hi/names';
import type { QuestionAnswer } from './answer';
import { TOPIC_RULES } from './topic-rules';
import { todoEn } from './words-en';
import { todoHi } from './words-hi';
import type { WrittenAnswer } from './written';

const grahaEn = (g: Graha) => (g === 'Sun' || g === 'Moon' ? `the ${g}` : g);

/** The remedy follow-up to an answer, in the answer's language; its windows and reasons stay the answer's. */
export function remedyAnswer(answer: QuestionAnswer): WrittenAnswer {
  const topic = answer.topic;
  const karaka = TOPIC_RULES[topic].karakas[0]!;
  const windows = answer.windows;
  const voice = { self: answer.plan.facts.person.self, name: answer.plan.facts.person.firstName };
  if (answer.language === 'hi') {
    const upayas = REMEDIES_HI[karaka];
    const when = windows.length ? `सबसे अच्छा समय ऊपर बताया गया समय है, ${windows.map((w) => `${dayMonthYearHi(w.start)} से ${dayMonthYearHi(w.end)}`).join('; ')}।` : 'अभी कोई प्रबल समय नहीं है, इसलिए यह समय तैयारी का है।';
    const text = [
      todoHi(topic, voice),
      when,
      `उपाय: ${grahaHi(karaka)} इस विषय के नैसर्गिक कारक हैं। उनके लिए ${upayas.mantra[0]}, और ${upayas.charity[0]}।`,
      'ये उपाय श्रद्धा और अनुशासन के हैं; इलाज, क़ानूनी या पैसों की सलाह की जगह नहीं लेते।',
    ];
    return { answer: text.join('\n\n'), windows, basis: answer.basis };
  }
  const upayas = REMEDIES_EN[karaka];
  const when = windows.length ? `The best time to act is the window${windows.length > 1 ? 's' : ''} above: ${windows.map((w) => `${dayMonthYear(w.start)} to ${dayMonthYear(w.end)}`).join('; ')}.` : 'No strong window is open now, so this is a time to prepare.';
  const text = [
    todoEn(topic, voice),
    when,
    `Remedies: ${grahaEn(karaka)} is the natural karaka of this matter. For ${karaka === 'Sun' || karaka === 'Moon' ? 'it' : 'him'}, ${upayas.mantra[0]}, and ${upayas.charity[0]}.`,
    'These remedies are devotion and discipline; they never replace a doctor’s, a lawyer’s or a financial adviser’s advice.',
  ];
  return { answer: text.join('\n\n'), windows, basis: answer.basis };
}
