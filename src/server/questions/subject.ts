import type { Relation } from '../../shared/people';
import { labelledQuestions } from './labelled-set';
import { fold, isSouthern, withoutNukta, words } from './normalise';
import { PhraseIndex } from './phrase-index';
import { personWords, type PersonWord } from './relation-words';
import { topicLexicon } from './topic-lexicon';
import type { SavedPerson, Topic } from './types';

/** Whom a question is about. */
export type Subject =
  /** The user: their own chart answers it. */
  | { kind: 'self' }
  /** One saved person, named or found by relation. */
  | { kind: 'person'; person: SavedPerson; mention: string }
  /** A relation that fits more than one saved person ("my son" with two sons saved): ask which. */
  | { kind: 'ambiguous'; candidates: SavedPerson[]; mention: string }
  /** Someone neither the user nor a saved person: not answered (docs/decisions/025). */
  | { kind: 'unsaved'; mention: string };

/**
 * Person words are matched unfolded (folding makes "bhai" of "be" and "tai" of "the"), nukta aside;
 * Tamil and Telugu words are folded to their stems, which the index reads inside inflected words.
 */
const plainWords = (text: string) => words(withoutNukta(text)).map((word) => (isSouthern(word) ? fold(word) : word));
const index = new PhraseIndex<PersonWord>(personWords, plainWords);

/** "my", "meri", "हमारे"…: the user owns the person named next. */
const POSSESSIVE = new Set(
  [
    'my', 'our', 'meri', 'mere', 'mera', 'hamare', 'hamari', 'hamara', 'humare', 'humari', 'humara', 'apne', 'apni', 'apna', 'मेरी', 'मेरे', 'मेरा',
    'हमारे', 'हमारी', 'हमारा', 'अपने', 'अपनी', 'अपना', 'என்', 'என்னுடைய', 'எனது', 'எங்கள்', 'எங்க', 'நம்ம', 'நம்', 'నా', 'మా', 'నాయొక్క',
  ].map(fold),
);
/** "'s", "ki", "का", "ko"…: the person named before owns, or receives, what follows. */
const GENITIVE = new Set(["'s", 'ki', 'ka', 'ke', 'ko', 'की', 'का', 'के', 'को'].map(fold));
/** A question word just before a name makes it the question's subject ("will papa recover", "kya bhai…"). */
const ASKING = new Set(['will', 'does', 'can', 'should', 'kya', 'क्या'].map(fold));
/** Words after a person that make them company in the user's own story: "with", "se", "के साथ", "and I". */
const WITH_AFTER = [['with'], ['ke', 'sath'], ['ke', 'saath'], ['se'], ['से'], ['के', 'साथ'], ['and', 'i'], ['aur', 'main'], ['और', 'मैं']].map((phrase) => phrase.map(fold));
const WITH_BEFORE = new Set(['with', 'between', 'and', 'aur', 'और'].map(fold));
/**
 * Tamil and Telugu say "with" by an ending on the person ("அம்மாவுடன்", "அப்பாவோடு", "అమ్మతో"); any
 * other ending ("மகனுக்கு", "அம்மாவின்", "అమ్మకు") marks the person the question is about.
 */
const WITH_ENDING = /^(?:வ?ுடன|வ?ோடு|வ?ொடு|கூட|తో)/u;
const asksAboutByEnding = (ending: string | undefined) => ending !== undefined && ending !== '' && !WITH_ENDING.test(ending);
/**
 * First-person words other than "my": a question that still speaks of the user ("my boss doesn't
 * value me", "saas mujhe pasand nahi karti") is about the user's life with that person.
 */
const FIRST_PERSON = new Set(
  [
    'i', 'me', 'myself', 'we', 'us', 'mujhe', 'mujhse', 'mujhko', 'maine', 'hum', 'hame', 'hamein', 'humein', 'मुझे', 'मुझसे', 'मुझको', 'मैं', 'मैंने',
    'हम', 'हमें', 'நான்', 'எனக்கு', 'என்னை', 'என்னால்', 'என்னிடம்', 'நாங்கள்', 'எங்களுக்கு', 'నేను', 'నాకు', 'నన్ను', 'నాతో', 'మేము', 'మాకు',
  ].map(fold),
);

/**
 * Topics in which a relation is part of the user's own reading, by the houses of the user's chart
 * that signify them (Brihat Parashara Hora Shastra, the bhava chapters): the spouse in a marriage
 * question (the 7th house), children in a children question (the 5th), mother, father and siblings
 * in a family question (the 4th, the 9th, the 3rd and 11th). Asked about their own lives (a
 * daughter's marriage, a father's health), they are read from their own saved charts instead.
 */
const OWN_READING: Partial<Record<Relation, readonly Topic[]>> = {
  spouse: ['marriage', 'relationship', 'family', 'children'],
  partner: ['marriage', 'relationship', 'family', 'children'],
  child: ['children', 'family'],
  parent: ['family'],
  sibling: ['family'],
  grandparent: ['family'],
  friend: ['relationship', 'family'],
};

/**
 * Capitalised words that are not people: grahas, deities, places, days, months, sentence words,
 * and every word the labelled questions or the topic lexicon use ("Sade Sati", "Neet", "Canada"). A
 * capitalised word the app knows from nowhere else is taken for a name.
 */
const NOT_A_NAME = new Set([
  ...(
    'i it this that he she they we you my there today tomorrow god lord sun moon mars mercury jupiter venus saturn rahu ketu shani ' +
    'guru mangal budh shukra surya chandra shiva shiv krishna ram rama hanuman ganesh durga lakshmi india canada usa uk america ' +
    'australia dubai london delhi mumbai monday tuesday wednesday thursday friday saturday sunday january february march april may ' +
    'june july august september october november december kya will does is can should what when which how why'
  ).split(' '),
  ...labelledQuestions.flatMap((question) => words(question.text)),
  ...Object.values(topicLexicon).flatMap((phrases) => phrases.flatMap(words)),
]);

/** A capitalised word used as a person: "Will Rahul get…", "Priya's job", "Rahul ki shaadi". */
const NAMED = /(?:^|[\s,])(?:[Ww]ill|[Dd]oes|[Ii]s|[Cc]an|[Ss]hould|[Kk]ya)\s+([A-Z][a-z]+)\b|\b([A-Z][a-z]+)(?:['’]s\b|\s+(?:ki|ka|ke|ko)\s)/g;

function unsavedName(text: string, people: readonly SavedPerson[]): string | undefined {
  const saved = new Set(people.flatMap((person) => words(person.name).map(fold)));
  for (const match of text.matchAll(NAMED)) {
    const name = (match[1] ?? match[2])!;
    if (!NOT_A_NAME.has(name.toLowerCase()) && !saved.has(fold(name.toLowerCase()))) return name;
  }
  return undefined;
}

const startsWithAt = (folded: readonly string[], at: number, phrase: readonly string[]) => phrase.every((word, i) => folded[at + i] === word);

/** Whether a mention at [start, end) is the one the question asks about, by the words around it. */
function isAskedAbout(folded: readonly string[], start: number, end: number, named: boolean, ending?: string): boolean {
  if (ending && WITH_ENDING.test(ending)) return false;
  if (WITH_AFTER.some((phrase) => startsWithAt(folded, end, phrase))) return false;
  if (start > 0 && WITH_BEFORE.has(folded[start - 1]!)) return false;
  const before = folded[start - 1];
  const owned = before !== undefined && (POSSESSIVE.has(before) || ASKING.has(before));
  return named || owned || GENITIVE.has(folded[end] ?? '') || asksAboutByEnding(ending);
}

/**
 * Whom the question is about: a saved person named in it, or one its relation word fits, when the
 * words around make that person the one asked about; else the user. An outsider, a relation with
 * no saved person, or a capitalised name no saved person has, asked about in their own right,
 * is someone the app holds no chart for.
 */
export function findSubject(text: string, topic: Topic, people: readonly SavedPerson[]): Subject {
  const raw = plainWords(text);
  const folded = raw.map(fold);
  const matches = index.find(raw);
  const publicMatch = matches.find((match) => match.value.kind === 'public');
  if (publicMatch) return { kind: 'unsaved', mention: raw.slice(publicMatch.start, publicMatch.end).join(' ') };
  if (folded.some((word) => FIRST_PERSON.has(word))) return { kind: 'self' };

  for (const person of people) {
    const first = fold(words(person.name)[0] ?? '');
    // A name in Tamil or Telugu script takes its endings joined on: "பிரியாவுக்கு", "ప్రియకు".
    const at = first ? folded.findIndex((word) => word === first || (isSouthern(first) && first.length >= 3 && word.startsWith(first))) : -1;
    if (at >= 0 && isAskedAbout(folded, at, at + 1, true, folded[at]!.slice(first.length))) {
      if (OWN_READING[person.relation]?.includes(topic)) return { kind: 'self' };
      return { kind: 'person', person, mention: raw[at]! };
    }
  }

  for (const match of matches) {
    if (!isAskedAbout(folded, match.start, match.end, false, match.ending)) continue;
    const mention = raw.slice(match.start, match.end).join(' ');
    const word = match.value;
    if (word.kind === 'in-law') return topic === 'family' ? { kind: 'self' } : { kind: 'unsaved', mention };
    if (word.kind === 'outsider' || word.kind === 'public') return { kind: 'unsaved', mention };
    if (OWN_READING[word.relation]?.includes(topic)) return { kind: 'self' };
    const candidates = people.filter((person) => person.relation === word.relation && (!word.gender || person.gender === word.gender));
    if (candidates.length === 1) return { kind: 'person', person: candidates[0]!, mention };
    if (candidates.length > 1) return { kind: 'ambiguous', candidates, mention };
    return { kind: 'unsaved', mention };
  }

  const name = unsavedName(text, people);
  return name ? { kind: 'unsaved', mention: name } : { kind: 'self' };
}
