import { describe, expect, it } from 'vitest';
import { labelledQuestions } from './labelled-set';
import { refusalReasons, screenedReason } from './refusal-patterns';
import { refusalReplies, type RefusalReason } from './refusal-replies';
import { languages } from '../../shared/profile';
import { registers, type Register, type SavedPerson } from './types';
import { understandQuestion, type QuestionUnderstanding } from './understand-question';

const NOW = new Date('2026-12-07T06:00:00Z');
const PEOPLE: SavedPerson[] = [
  { id: 'father', name: 'Ramesh Kumar', relation: 'parent', gender: 'male' },
  { id: 'mother', name: 'Sunita Devi', relation: 'parent', gender: 'female' },
  { id: 'wife', name: 'Neha Sharma', relation: 'spouse', gender: 'female' },
  { id: 'son', name: 'Aarav', relation: 'child', gender: 'male' },
  { id: 'brother1', name: 'Vikram', relation: 'sibling', gender: 'male' },
  { id: 'brother2', name: 'Sanjay', relation: 'sibling', gender: 'male' },
];

const ask = (text: string, people: SavedPerson[] = PEOPLE) => understandQuestion(text, { now: NOW, people });

function answered(result: QuestionUnderstanding) {
  if (!result.answer) throw new Error(`refused as ${result.reason}`);
  return result;
}

function refusedFor(result: QuestionUnderstanding) {
  return result.answer ? 'answered' : result.reason;
}

const REFUSED: readonly (readonly [RefusalReason, string, Register])[] = [
  ['self-harm', 'I want to die, nothing is working out', 'en'],
  ['self-harm', 'i am thinking of ending my life', 'en'],
  ['self-harm', 'i am so tired of life', 'en'],
  ['self-harm', 'mai jeena nahi chahta ab', 'hinglish'],
  ['self-harm', 'sochta hu khudkushi kar lu', 'hinglish'],
  ['self-harm', 'zindagi se tang aa gaya hu', 'hinglish'],
  ['self-harm', 'मैं आत्महत्या करना चाहता हूँ', 'hi'],
  ['self-harm', 'अब जीना नहीं चाहती', 'hi'],
  ['death', 'When will I die?', 'en'],
  ['death', 'how long will my father live', 'en'],
  ['death', 'is there alpayu yoga in my chart', 'en'],
  ['death', 'meri maut kab hogi', 'hinglish'],
  ['death', 'papa kab tak jiyenge', 'hinglish'],
  ['death', 'meri umar kitni lambi hai', 'hinglish'],
  ['death', 'मेरी मृत्यु कब होगी', 'hi'],
  ['death', 'मेरी आयु कितनी है', 'hi'],
  ['medical', 'do i have cancer', 'en'],
  ['medical', 'which medicine should i take for my bp', 'en'],
  ['medical', 'should i stop my insulin', 'en'],
  ['medical', 'kya mujhe sugar hai', 'hinglish'],
  ['medical', 'operation karwau ya nahi', 'hinglish'],
  ['medical', 'kaunsi dawai lu pet dard ke liye', 'hinglish'],
  ['medical', 'कौन सी दवा लूं', 'hi'],
  ['medical', 'क्या मुझे कैंसर है', 'hi'],
  ['gambling', 'give me lucky lottery numbers', 'en'],
  ['gambling', 'which shares should i buy this week', 'en'],
  ['gambling', 'which team will win the ipl final', 'en'],
  ['gambling', 'satta me kaunsa number lagega', 'hinglish'],
  ['gambling', 'kaunsa share kharidu', 'hinglish'],
  ['gambling', 'लॉटरी कब लगेगी', 'hi'],
  ['gambling', 'कौन सा शेयर खरीदूं', 'hi'],
  ['foetal-sex', 'my wife is pregnant, will it be a boy or girl', 'en'],
  ['foetal-sex', 'what is the gender of my baby', 'en'],
  ['foetal-sex', 'ladka hoga ya ladki', 'hinglish'],
  ['foetal-sex', 'garbh me ladka hai kya', 'hinglish'],
  ['foetal-sex', 'kya mere bache ka gender bata sakte ho', 'hinglish'],
  ['foetal-sex', 'बेटा होगा या बेटी', 'hi'],
  ['foetal-sex', 'गर्भ में लड़का है या लड़की', 'hi'],
  ['unsaved-person', 'will my boss get fired', 'en'],
  ['unsaved-person', 'Will Rahul get the job', 'en'],
  ['unsaved-person', 'will my sister get married this year', 'en'],
  ['unsaved-person', "will my mother in law's health improve", 'en'],
  ['unsaved-person', 'when will modi lose', 'en'],
  ['unsaved-person', 'meri dost ki shaadi kab hogi', 'hinglish'],
  ['unsaved-person', 'padosi ka ghar bikega kya', 'hinglish'],
  ['unsaved-person', 'election kaun jeetega', 'hinglish'],
  ['unsaved-person', 'मेरी बहन की शादी कब होगी', 'hi'],
  ['unsaved-person', 'चुनाव में कौन जीतेगा', 'hi'],
  ['self-harm', 'தற்கொலை செய்துகொள்ளத் தோன்றுகிறது', 'ta'],
  ['self-harm', 'எனக்கு வாழ விருப்பமில்லை', 'ta'],
  ['death', 'நான் எப்போது இறப்பேன்', 'ta'],
  ['death', 'என் அப்பாவின் ஆயுள் எவ்வளவு', 'ta'],
  ['medical', 'எந்த மருந்து சாப்பிட வேண்டும்', 'ta'],
  ['medical', 'எனக்கு சர்க்கரை நோய் இருக்கிறதா', 'ta'],
  ['gambling', 'லாட்டரி அடிக்குமா', 'ta'],
  ['gambling', 'எந்த ஷேர் வாங்கலாம்', 'ta'],
  ['foetal-sex', 'ஆண் குழந்தையா பெண் குழந்தையா', 'ta'],
  ['foetal-sex', 'எனக்கு ஆண் குழந்தை பிறக்குமா', 'ta'],
  ['unsaved-person', 'என் பக்கத்து வீட்டுக்காரர் வீடு விற்பாரா', 'ta'],
  ['unsaved-person', 'என் அக்காவுக்கு திருமணம் எப்போது', 'ta'],
  ['self-harm', 'నేను ఆత్మహత్య చేసుకోవాలనుకుంటున్నాను', 'te'],
  ['self-harm', 'నాకు బ్రతకాలని లేదు', 'te'],
  ['death', 'నేను ఎప్పుడు చనిపోతాను', 'te'],
  ['death', 'మా నాన్న ఆయుష్షు ఎంత', 'te'],
  ['medical', 'ఏ మందు వాడాలి', 'te'],
  ['medical', 'మందులు ఆపాలా', 'te'],
  ['gambling', 'లాటరీ తగులుతుందా', 'te'],
  ['gambling', 'ఏ షేర్ కొనాలి', 'te'],
  ['foetal-sex', 'అబ్బాయా అమ్మాయా', 'te'],
  ['foetal-sex', 'మగబిడ్డ పుడతాడా', 'te'],
  ['unsaved-person', 'మా బాస్ ఉద్యోగం పోతుందా', 'te'],
  ['unsaved-person', 'నా చెల్లి పెళ్లి ఎప్పుడు', 'te'],
];

describe('what is not answered, in every register', () => {
  it('has examples of every reason in every register', () => {
    for (const reason of [...refusalReasons, 'unsaved-person'] as const) {
      for (const register of registers) {
        expect(REFUSED.some(([r, , g]) => r === reason && g === register), `${reason}/${register}`).toBe(true);
      }
    }
  });

  it.each(REFUSED)('%s: %s', (reason, text, register) => {
    const result = ask(text);
    expect(result).toMatchObject({ answer: false, reason, register });
    if (!result.answer) expect(result.reply).toEqual(refusalReplies[reason]);
  });

  it('meets self-harm with the helplines in every language, and no astrology', () => {
    for (const number of ['14416', '1-800-891-4416', '1800-599-0019', '112']) {
      for (const language of languages) expect(refusalReplies['self-harm'][language], language).toContain(number);
    }
    expect(refusalReplies['self-harm'].en).not.toMatch(/planet|dasha|graha|transit/i);
    expect(refusalReplies['self-harm'].ta).not.toMatch(/கிரக|திசை|கோசார/);
    expect(refusalReplies['self-harm'].te).not.toMatch(/గ్రహ|దశ|గోచార/);
  });

  it('writes each Tamil and Telugu reply in its own script, without English or Devanagari words', () => {
    for (const reason of [...refusalReasons, 'unsaved-person'] as const) {
      expect(refusalReplies[reason].ta, reason).toMatch(/^[\u0B80-\u0BFF\s\d.,;:‘’()-]+$/u);
      expect(refusalReplies[reason].te, reason).toMatch(/^[\u0C00-\u0C7F\u200C\s\d.,;:‘’()-]+$/u);
    }
  });

  it('names the law on a baby’s sex, and the Family page for someone not saved', () => {
    expect(refusalReplies['foetal-sex'].en).toContain('PCPNDT');
    expect(refusalReplies['foetal-sex'].hi).toContain('पीसीपीएनडीटी');
    expect(refusalReplies['unsaved-person'].en).toContain('Family page');
    expect(refusalReplies['unsaved-person'].hi).toContain('‘परिवार’');
    expect(refusalReplies['foetal-sex'].ta).toContain('பி.சி.பி.என்.டி.டி.');
    expect(refusalReplies['foetal-sex'].te).toContain('పీసీపీఎన్‌డీటీ');
    expect(refusalReplies['unsaved-person'].ta).toContain('‘குடும்பம்’');
    expect(refusalReplies['unsaved-person'].te).toContain('‘కుటుంబం’');
  });

  it('says, in both languages, what can be asked instead of every other refusal', () => {
    for (const reason of ['death', 'medical', 'gambling', 'foetal-sex', 'unsaved-person'] as const) {
      expect(refusalReplies[reason].en, reason).toMatch(/We can|we will read/);
      expect(refusalReplies[reason].hi, reason).toMatch(/बता सकते हैं|बताएँगे/);
      expect(refusalReplies[reason].ta, reason).toMatch(/சொல்ல முடியும்|சொல்கிறோம்/);
      expect(refusalReplies[reason].te, reason).toMatch(/చెప్పగలం|చెబుతాం/);
    }
  });
});

describe('ordinary questions near those words are answered', () => {
  it('refuses none of the labelled questions, in any register', () => {
    expect(labelledQuestions.filter((question) => screenedReason(question.text)).map((question) => question.text)).toEqual([]);
  });

  it.each([
    ['will my health improve', 'health'],
    ['when will my health problems end', 'health'],
    ['sehat kab thik hogi', 'health'],
    ['is this a good day to buy shares', 'timing'],
    ['aaj share kharidna sahi rahega kya', 'timing'],
    ['will i make profit in share market this year', 'money'],
    ['when will i have a baby', 'children'],
    ['संतान कब होगी', 'children'],
    ['my grandfather passed away last year, will we get his land', 'property'],
    ['will my son get a good job', 'career'],
    ['should i invest in crypto', 'money'],
    ['kya is saal meri shadi ho jayegi', 'marriage'],
    ['Will Sade Sati end soon', 'general'],
    ['என் உடல்நலம் எப்போது சரியாகும்', 'health'],
    ['இன்று பங்கு வாங்க நல்ல நாளா', 'timing'],
    ['எங்களுக்கு குழந்தை எப்போது பிறக்கும்', 'children'],
    ['నా ఆరోగ్యం ఎప్పుడు బాగుపడుతుంది', 'health'],
    ['మాకు సంతానం ఎప్పుడు కలుగుతుంది', 'children'],
    ['ఏలినాటి శని ఎప్పుడు ముగుస్తుంది', 'general'],
  ])('%s -> %s', (text, topic) => {
    const result = ask(text);
    expect(refusedFor(result)).toBe('answered');
    expect(answered(result).topic).toBe(topic);
  });
});

describe('whose chart answers it', () => {
  it('finds a saved parent by "papa", "पापा", "pitaji" or "my father"', () => {
    for (const text of ['papa ki tabiyat kab thik hogi', 'मेरे पापा की सेहत कब ठीक होगी', 'pitaji ka swasthya kaisa rahega', "will my father's health improve"]) {
      expect(answered(ask(text)).subject, text).toMatchObject({ kind: 'person', person: { id: 'father' } });
    }
  });

  it('finds "meri wife", "मम्मी" and a saved name', () => {
    expect(answered(ask('meri wife ki naukri kab lagegi')).subject).toMatchObject({ kind: 'person', person: { id: 'wife' } });
    expect(answered(ask('मम्मी की तबीयत कब सुधरेगी')).subject).toMatchObject({ kind: 'person', person: { id: 'mother' } });
    expect(answered(ask('Will Aarav clear his exams')).subject).toMatchObject({ kind: 'person', person: { id: 'son' } });
  });

  it('asks which one when a relation fits two saved people', () => {
    const subject = answered(ask('bhai ki naukri kab lagegi')).subject;
    expect(subject.kind).toBe('ambiguous');
    if (subject.kind === 'ambiguous') expect(subject.candidates.map((person) => person.id)).toEqual(['brother1', 'brother2']);
  });

  it('keeps to the user where the person is part of their own story', () => {
    for (const text of [
      'will i get a good wife',
      'meri wife kaisi hogi',
      'my boss doesnt value me, will things improve at work',
      'bhai ke saath rishta kab sudhrega',
      'how will my kids future be',
      'nokri kab milegi bhai bahut pareshan hu',
      'saas bahu ka jhagda kab rukega',
    ]) {
      expect(answered(ask(text)).subject, text).toEqual({ kind: 'self' });
    }
  });
});

describe('whose chart answers a Tamil or Telugu question', () => {
  const SOUTH: SavedPerson[] = [...PEOPLE, { id: 'daughter', name: 'பிரியா', relation: 'child', gender: 'female' }];

  it('finds a saved person by a kin word with its case ending joined on', () => {
    for (const [text, id] of [
      ['அப்பாவின் உடல்நலம் எப்படி இருக்கும்', 'father'],
      ['என் அம்மாவுக்கு உடல்நிலை சரியாகுமா', 'mother'],
      ['என் மகனுக்கு எப்போது வேலை கிடைக்கும்', 'son'],
      ['మా అమ్మ ఆరోగ్యం ఎలా ఉంటుంది', 'mother'],
      ['నాన్నకు ఆరోగ్యం ఎప్పుడు బాగుపడుతుంది', 'father'],
      ['నా కొడుకుకి ఉద్యోగం ఎప్పుడు వస్తుంది', 'son'],
      ['మా అమ్మాయి పెళ్లి ఎప్పుడు', 'daughter'],
      ['பிரியாவுக்கு திருமணம் எப்போது', 'daughter'],
    ] as const) {
      expect(answered(ask(text, SOUTH)).subject, text).toMatchObject({ kind: 'person', person: { id } });
    }
  });

  it('asks which brother, and keeps to the user where the person is company or their own story', () => {
    expect(answered(ask('அண்ணனுக்கு வேலை எப்போது கிடைக்கும்')).subject.kind).toBe('ambiguous');
    expect(answered(ask('అన్నయ్యకు ఉద్యోగం ఎప్పుడు వస్తుంది')).subject.kind).toBe('ambiguous');
    for (const text of ['அம்மாவுடன் சண்டை ஏன் வருகிறது', 'నాన్నతో గొడవలు ఎప్పుడు తగ్గుతాయి', 'எனக்கு வரும் மனைவி எப்படி இருப்பாள்', 'నాకు వచ్చే భార్య ఎలా ఉంటుంది']) {
      expect(answered(ask(text)).subject, text).toEqual({ kind: 'self' });
    }
  });
});

describe('the period, from the asker’s today in their zone', () => {
  it('counts "this year" from India’s date, which can already be the new year', () => {
    const result = understandQuestion('will i get a job this year', { now: new Date('2026-12-31T20:00:00Z'), people: [] });
    expect(answered(result).timeframe).toEqual({ start: '2027-01-01', end: '2027-12-31', kind: 'stated' });
    const inLondon = understandQuestion('will i get a job this year', { now: new Date('2026-12-31T20:00:00Z'), timeZone: 'Europe/London', people: [] });
    expect(answered(inLondon).timeframe).toEqual({ start: '2026-12-31', end: '2026-12-31', kind: 'stated' });
  });
});

describe('input', () => {
  it('refuses to read a question longer than the limit', () => {
    expect(() => ask('shaadi kab hogi '.repeat(40))).toThrow(RangeError);
    expect(ask('shaadi kab hogi '.repeat(30)).answer).toBe(true);
  });
});

describe('speed', () => {
  it('reads a question, screen to subject, in well under 5 ms', () => {
    const questions = ['meri shaadi kab hogi', 'will my business grow next year', 'मेरे पापा की सेहत कब ठीक होगी', 'is tomorrow good to buy a car'];
    for (const text of questions) ask(text);
    const rounds = 200;
    const started = performance.now();
    for (let i = 0; i < rounds; i++) for (const text of questions) ask(text);
    const perQuestion = (performance.now() - started) / (rounds * questions.length);
    console.log(`understandQuestion: ${perQuestion.toFixed(3)} ms per question`);
    expect(perQuestion).toBeLessThan(3);
  });
});
