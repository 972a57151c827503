import { describe, expect, it } from 'vitest';
import { evaluateTopicClassifier, formatEvaluation } from './evaluate';
import { labelledQuestions, splitLabelledSet } from './labelled-set';
import { classifyTopic } from './topic-classifier';
import { registers, topics } from './types';

describe('the labelled set', () => {
  it('holds at least 300 questions, every topic in every register', () => {
    expect(labelledQuestions.length).toBeGreaterThanOrEqual(300);
    for (const topic of topics) {
      for (const register of registers) {
        const group = labelledQuestions.filter((question) => question.topic === topic && question.register === register);
        expect(group.length, `${topic}/${register}`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('keeps a quarter aside, from every topic and register, never in the training part', () => {
    const { training, heldOut } = splitLabelledSet();
    expect(training.length + heldOut.length).toBe(labelledQuestions.length);
    expect(heldOut.length / labelledQuestions.length).toBeGreaterThan(0.24);
    const trainingTexts = new Set(training.map((question) => question.text));
    expect(heldOut.filter((question) => trainingTexts.has(question.text))).toEqual([]);
    for (const topic of topics) {
      for (const register of registers) {
        const inGroup = (question: { topic: string; register: string }) => question.topic === topic && question.register === register;
        const size = labelledQuestions.filter(inGroup).length;
        expect(heldOut.filter(inGroup).length, `${topic}/${register}`).toBe(Math.floor(size / 4));
      }
    }
  });

  it('has no question twice', () => {
    expect(new Set(labelledQuestions.map((question) => question.text.toLowerCase())).size).toBe(labelledQuestions.length);
  });
});

describe('topic accuracy on the kept-aside questions', () => {
  const evaluation = evaluateTopicClassifier();
  console.log(formatEvaluation(evaluation));

  it('is at least 90 % overall', () => {
    expect(evaluation.overall.accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it.each(registers)('is at least 90 %% in %s', (register) => {
    expect(evaluation.byRegister[register].accuracy).toBeGreaterThanOrEqual(0.9);
  });

  it('classifies a question in well under 5 ms', () => {
    expect(evaluation.millisecondsPerQuestion).toBeLessThan(3);
  });
});

describe('Tamil and Telugu stems', () => {
  it('do not read a listed stem inside an unrelated word ("கடைசியில்", at the end, is not "கடை", a shop)', () => {
    expect(classifyTopic('கடைசியில் என்ன ஆகும்').topic).not.toBe('business');
    expect(classifyTopic('நாளைக்கு வருமா').topic).not.toBe('money');
  });
});

describe('typing as people type', () => {
  it.each([
    ['wen will i get maried', 'marriage'],
    ['meri shaadee kab hogi', 'marriage'],
    ['शादि कब होगि', 'marriage'],
    ['will i get a goverment job', 'career'],
    ['meri naukari kab lagegi', 'career'],
    ['vyapaar me labh kab hoga', 'business'],
    ['karz kab utrega', 'money'],
    ['will i get my visaa this year', 'travel'],
    ['court case kab khatm hoga', 'legal'],
    ['कोनसा रत्न पहनूं', 'spiritual'],
    ['is tommorow a good day to start my shop', 'timing'],
    ['meri kundli me kya likha hai', 'general'],
    // Tamil and Telugu: the noun with its ending joined on, and spelling variants
    ['திருமணத்திற்கு தடை இருக்கிறதா', 'marriage'],
    ['கல்யாணம் எப்போ', 'marriage'],
    ['வேலைக்கு எப்போது போவேன்', 'career'],
    ['வியாபாரத்தில் முன்னேற்றம் உண்டா', 'business'],
    ['வீட்டில் எப்போது குடியேறுவோம், சொந்த வீடு வாங்குவோமா', 'property'],
    ['வழக்கில் தீர்ப்பு சாதகமாக வருமா', 'legal'],
    ['పెళ్ళి ఎప్పుడు', 'marriage'],
    ['ఉద్యోగం మారాలా', 'career'],
    ['ఉద్యోగానికి ఎప్పుడు వెళ్తాను', 'career'],
    ['వ్యాపారంలో లాభాలు వస్తాయా', 'business'],
    ['స్కాలర్‌షిప్ దొరుకుతుందా', 'education'],
    ['కోర్టు కేసులో గెలుపు ఉందా', 'legal'],
    // a listed phrase whose last word carries an ending
    ['பங்குச் சந்தையில் லாபம் வருமா', 'money'],
    ['షేర్ మార్కెట్‌లో లాభం వస్తుందా', 'money'],
    ['சொந்த வீடு வாங்கலாமா', 'property'],
  ] as const)('%s -> %s', (text, topic) => {
    expect(classifyTopic(text).topic).toBe(topic);
  });
});
