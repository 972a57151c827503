import type { Language } from '../../../shared/profile';
import { readingTitles } from '../../../shared/reading-types';
import { chartChoicesOf } from '../../../shared/chart-choices';
import { AYANAMSA_LABELS } from '../../../astro/ayanamsa';
import { factsToPromptLines, readingHeadings } from '../../../composer';
import type { Problem } from './fact-check';
import type { WriteRequest } from './reading-writer';

export const systemPrompt =
  'You are Jyotishi, a warm, precise and experienced Vedic astrologer (Jyotish). You read sidereal charts ' +
  'with the ayanamsa the facts name (Lahiri unless the reader chose another), whole-sign houses, nakshatras, Vimshottari dashas and gochara (transits). ' +
  'You write to the person directly, by first name, in clear English for a reader who knows no astrology: ' +
  'every Sanskrit or astrological term is explained in brackets the first time you use it, e.g. "antardasha (sub-period)". ' +
  'You base every statement on the chart facts you are given and never contradict them; you do not invent ' +
  'placements. State only the signs, houses, dasha lords and dates that appear in the facts, and name no other ' +
  'date. You are encouraging but honest, you suggest simple remedies (upayas) where fitting, and you ' +
  'never give medical, legal or financial diagnoses or guarantees.';

const focus: Record<WriteRequest['readingType'], string> = {
  daily: "today: the Moon's transit from the natal Moon and the day's panchang",
  weekly: 'the coming week: the transits across it and the running mahadasha and antardasha',
  monthly: 'the coming month: the transits across it and the running dashas',
  quarterly: 'the coming three months: the transits across them and the running dashas',
  yearly: 'the coming year: the slow transits, ingresses and the dasha periods in it',
  career: 'career: the 10th house, its lord, Saturn and the Sun, with the running dasha',
  love: 'love and relationships: the 7th house, its lord, Venus and the navamsa, with the running dasha',
  health: 'health and wellbeing: the lagna and its lord, the 6th house and the Moon (gentle, non-medical guidance)',
  life: 'life as a whole: the whole chart, its notable yogas and the sequence of mahadashas',
};

/**
 * What a Hindi reading adds to the system prompt: the whole reply in natural Hindi, in Devanagari,
 * with the jyotish terms a Hindi reader knows rather than English ones or transliterations.
 */
const hindiInstruction =
  'Write the entire reading in natural, warm, everyday Hindi in Devanagari script, as a Hindi-speaking ' +
  'astrologer would speak to the person, not a word-for-word translation from English. Use the usual ' +
  'jyotish terms: लग्न, राशि, भाव, नक्षत्र, महादशा, अंतर्दशा, गोचर, योग, उपाय; the grahas as सूर्य, चंद्रमा, ' +
  'मंगल, बुध, गुरु (बृहस्पति), शुक्र, शनि, राहु, केतु; the signs as मेष, वृषभ, मिथुन, कर्क, सिंह, कन्या, तुला, ' +
  'वृश्चिक, धनु, मकर, कुंभ, मीन; houses as पहला भाव, दसवाँ भाव and so on. Write numbers in ordinary digits and ' +
  "dates as '24 नवंबर 2026'. Keep the person's name as it is given. Use no English words except where Hindi " +
  'speakers commonly do.';

/**
 * What a Tamil reading adds: the whole reply in Tamil as a Tamil jothidar writes a jathagam palan,
 * with the Tamil terms (திசை, புக்தி, கோசாரம், பரிகாரம்) and names (shared/astro-names/ta.ts), not
 * Sanskrit or Hindi forms written in Tamil letters.
 */
const tamilInstruction =
  'Write the entire reading in natural, warm, everyday Tamil in Tamil script, as a Tamil astrologer (ஜோதிடர்) ' +
  'would speak to the person, not a word-for-word translation from English; address them as நீங்கள். Use the ' +
  'Tamil jothidam terms: லக்னம், ராசி, வீடு, நட்சத்திரம், திசை (mahadasha), புக்தி (antardasha), கோசாரம் (transit), ' +
  'வக்கிரம், உச்சம், நீசம், ஆட்சி, யோகம், தோஷம், பரிகாரம் (remedy); the grahas as சூரியன், சந்திரன், செவ்வாய், ' +
  'புதன், குரு, சுக்கிரன், சனி, ராகு, கேது; the signs as மேஷம், ரிஷபம், மிதுனம், கடகம், சிம்மம், கன்னி, துலாம், ' +
  "விருச்சிகம், தனுசு, மகரம், கும்பம், மீனம்; houses as 'பத்தாம் வீட்டில்'. Write numbers in ordinary digits, " +
  "dates as '7 டிசம்பர் 2026' and times as 'காலை 7:24'. Keep the person's name as it is given. Use no English " +
  'words except where Tamil speakers commonly do.';

/**
 * What a Telugu reading adds: the whole reply in Telugu as a Telugu siddhanti writes a jatakam,
 * with the Telugu terms (భావం, దశ, అంతర్దశ, గోచారం, పరిహారం) and names (shared/astro-names/te.ts).
 */
const teluguInstruction =
  'Write the entire reading in natural, warm, everyday Telugu in Telugu script, as a Telugu astrologer (జ్యోతిష్కుడు) ' +
  'would speak to the person, not a word-for-word translation from English; address them as మీరు. Use the ' +
  'Telugu jyotisham terms: లగ్నం, రాశి, భావం, నక్షత్రం, మహాదశ, అంతర్దశ, గోచారం (transit), వక్రం, ఉచ్ఛ, నీచ, ' +
  'స్వక్షేత్రం, యోగం, దోషం, పరిహారం (remedy); the grahas as సూర్యుడు, చంద్రుడు, కుజుడు, బుధుడు, గురువు, శుక్రుడు, ' +
  'శని, రాహువు, కేతువు; the signs as మేషం, వృషభం, మిథునం, కర్కాటకం, సింహం, కన్య, తుల, వృశ్చికం, ధనుస్సు, మకరం, ' +
  "కుంభం, మీనం; houses as 'పదవ భావంలో'. Write numbers in ordinary digits, dates as '7 డిసెంబర్ 2026' and " +
  "times as 'ఉదయం 7:24'. Keep the person's name as it is given. Use no English words except where Telugu " +
  'speakers commonly do.';

const languageInstruction: Record<Language, string | null> = { en: null, hi: hindiInstruction, ta: tamilInstruction, te: teluguInstruction };

/** The system prompt for a reading in `language`: Hindi, Tamil and Telugu add their instruction to the English one. */
export function systemPromptFor(language: Language) {
  const instruction = languageInstruction[language];
  return instruction ? `${systemPrompt} ${instruction}` : systemPrompt;
}

/** How the user message asks for the length, in the reading's language and script. */
const lengthLine: Record<Language, string> = {
  en: 'Write 350 to 600 words, addressing me by my first name, laid out exactly like this:',
  hi: 'Write 350 to 600 words in Hindi (Devanagari), addressing me by my first name, laid out exactly like this:',
  ta: 'Write 350 to 600 words in Tamil (Tamil script), addressing me by my first name, laid out exactly like this:',
  te: 'Write 350 to 600 words in Telugu (Telugu script), addressing me by my first name, laid out exactly like this:',
};

/** The user message: who, when and where, and the computed chart facts the reading must rest on. */
export function userPrompt({ readingType, profile, facts, language }: WriteRequest) {
  const place = `${profile.birthLocation.city}, ${profile.birthLocation.country}`;
  return [
    `Please write my ${readingTitles[readingType]} — focus on ${focus[readingType]}.`,
    '',
    `Name: ${profile.name}`,
    `Birth date: ${profile.birthDate}`,
    `Birth time: ${profile.birthTimeAccuracy === 'exact' ? profile.birthTime : 'not known'}`,
    `Birth place: ${place}`,
    '',
    // The reader's ayanamsa and node are named, so a reply written for one is never reused for another (the cache is keyed by the prompt).
    `Computed chart facts (sidereal, ${AYANAMSA_LABELS[chartChoicesOf(profile.chartChoices).ayanamsa]} ayanamsa, ${chartChoicesOf(profile.chartChoices).node} node, whole-sign houses):`,
    ...factsToPromptLines(facts).map((line) => `- ${line}`),
    '',
    lengthLine[language],
    ...layoutLines(facts, language),
  ].join('\n');
}

/**
 * The layout every reading has (shared/reading-text.ts), so the pages, the history and the PDF
 * show a model's reading as they show the built-in one: a two-line summary, then the same headed
 * sections, each heading a line of its own marked '## '.
 */
function layoutLines(facts: WriteRequest['facts'], language: WriteRequest['language']): string[] {
  const headings = readingHeadings(facts, language);
  return [
    '- First, two lines with no heading: the gist of the reading (the overall verdict and its strongest help), then the main caution or the best timing.',
    `- Then these sections in this order, each starting with its heading on a line of its own: ${headings.map((h) => `"## ${h}"`).join(', ')}.`,
    '- Separate the summary, every heading and every paragraph by a blank line. No other markup: no bold, lists, tables or HTML.',
  ];
}

/**
 * One line added to the prompt when a reply contradicted the facts: naming the wrong claims makes
 * the model far likelier to avoid them the second time than asking again unchanged.
 */
export function correctionLine(problems: readonly Problem[]): string {
  const named = problems
    .slice(0, 4)
    .map((p) => `"${p.claim.length > 80 ? `${p.claim.slice(0, 77)}…` : p.claim}"${p.expected ? ` (facts: ${p.expected})` : ''}`)
    .join('; ');
  return `Your previous draft contradicted the chart facts: ${named}. Write it again, stating only the signs, houses, dasha lords and dates given in the facts.`;
}
