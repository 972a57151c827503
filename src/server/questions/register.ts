import { words } from './normalise';
import type { Register } from './types';

/**
 * Words that mark Hindi written in Latin letters: its grammar (postpositions, auxiliaries, question
 * words, pronouns) rather than its nouns, since English questions borrow nouns ("my shaadi", "kundli")
 * and Hinglish ones borrow English nouns ("job change karu"). Spelling variants are listed as typed.
 */
const HINGLISH = new Set([
  'hai', 'hain', 'hein', 'he', 'ho', 'hoga', 'hogi', 'honge', 'hoge', 'hua', 'hui', 'tha', 'thi', 'kya', 'kab', 'kaise', 'kaisa',
  'kaisi', 'kyu', 'kyun', 'kyon', 'kyo', 'mera', 'meri', 'mere', 'mujhe', 'mujhse', 'mujh', 'hamara', 'hamari', 'hamare',
  'humara', 'humari', 'humare', 'hum', 'aap', 'apna', 'apni', 'apne', 'mein', 'mai', 'main', 'se', 'ko', 'ka', 'ki', 'ke',
  'nahi', 'nhi', 'nahin', 'ya', 'aur', 'bhi', 'koi', 'kuch', 'kaun', 'kon', 'kaunsa', 'konsa', 'konsi', 'kaunsi', 'kitna',
  'kitne', 'kitni', 'karu', 'karun', 'karna', 'karo', 'karein', 'chahiye', 'milega', 'milegi', 'lagegi', 'lagega', 'rahega',
  'rahegi', 'rahenge', 'jayega', 'jayegi', 'jaunga', 'paunga', 'hounga', 'tak', 'liye', 'sath', 'saath', 'wala', 'wali',
  'wale', 'batao', 'bataiye', 'bataye', 'achha', 'accha', 'acha', 'theek', 'thik', 'sahi', 'abhi', 'agle', 'agla', 'saal',
  'hu', 'hun', 'hoon', 'raha', 'rahi', 'rahe', 'kar', 'karke', 'lu', 'lun', 'du', 'dun', 'iss', 'wo', 'woh', 'ye', 'yeh', 'jab', 'par', 'pe', 'bahut', 'bohot', 'kuchh', 'mahine', 'din', 'aaj', 'kal',
]);

/** English grammar words. "is" and "me" are in neither list: both languages use them. */
const ENGLISH = new Set([
  'the', 'will', 'when', 'what', 'my', 'i', 'to', 'of', 'a', 'an', 'in', 'be', 'get', 'should', 'how', 'do', 'does', 'am',
  'are', 'can', 'which', 'this', 'next', 'for', 'with', 'and', 'or', 'it', 'there', 'any', 'why', 'who', 'you', 'your',
  'have', 'has', 'going', 'good', 'year', 'month', 'soon', 'ever', 'would', 'could', 'did', 'was', 'from', 'about',
]);

const DEVANAGARI_LETTER = /[\u0900-\u097F]/gu;
const TAMIL_LETTER = /[\u0B80-\u0BFF]/gu;
const TELUGU_LETTER = /[\u0C00-\u0C7F]/gu;
const LATIN_LETTER = /[a-z]/giu;

/**
 * How a question is written. The script with the most letters decides among Devanagari (Hindi),
 * Tamil and Telugu, when it outnumbers the Latin letters ("என் career எப்படி" is Tamil); otherwise
 * Hinglish when its Hindi grammar words are at least as many as its English ones, else English.
 */
export function detectRegister(text: string): Register {
  const count = (letters: RegExp) => text.match(letters)?.length ?? 0;
  const latin = count(LATIN_LETTER);
  const scripts: [Register, number][] = [['hi', count(DEVANAGARI_LETTER)], ['ta', count(TAMIL_LETTER)], ['te', count(TELUGU_LETTER)]];
  const [register, letters] = scripts.reduce((most, script) => (script[1] > most[1] ? script : most));
  if (letters > latin) return register;
  let hindi = 0;
  let english = 0;
  for (const word of words(text)) {
    if (HINGLISH.has(word)) hindi++;
    if (ENGLISH.has(word)) english++;
  }
  return hindi > 0 && hindi >= english ? 'hinglish' : 'en';
}
