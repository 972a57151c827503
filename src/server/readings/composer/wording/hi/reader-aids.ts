/**
 * What makes a Hindi reading readable by someone who knows no jyotish: the two-line summary at the
 * top (the plan's own verdict, its strongest help and hindrance, and its key window), the section
 * headings, and the plain Hindi that explains each term where the reading first uses it.
 */
import type { ReadingType } from '../../../../../shared/reading-types';
import type { ReadingPlan, Tone } from '../../judgement/plan';
import type { SectionKey } from '../../layout';
import type { Gloss } from '../glossary';
import type { ReaderAids } from '../locale';
import { keyWindow } from '../key-window';
import { factorPhrase } from './common';
import type { HiCtx, NamesHi } from './names';
import { monthYearHi } from './names';

const SUBJECT: Record<ReadingType, string> = {
  daily: 'आज', weekly: 'इस सप्ताह', monthly: 'इस महीने', quarterly: 'अगले तीन महीनों में', yearly: 'आने वाले साल में',
  career: 'काम-काज में', love: 'प्रेम और रिश्तों में', health: 'सेहत और ऊर्जा के मामले में', life: 'पूरे जीवन की दृष्टि से',
};

const VERDICT: Record<Tone, string> = {
  bright: 'समय आपके साथ है',
  steady: 'पलड़ा थोड़ा आपकी ओर झुका है',
  mixed: 'मदद और अड़चन बराबर हैं',
  careful: 'आगे बढ़ने से ज़्यादा सँभलकर चलने का समय है',
};

const GLANCE: Record<ReadingType, string> = {
  daily: 'एक नज़र में आपका दिन', weekly: 'एक नज़र में आपका सप्ताह', monthly: 'एक नज़र में आपका महीना', quarterly: 'एक नज़र में अगले तीन महीने', yearly: 'एक नज़र में आपका साल',
  career: 'आपकी कुंडली में काम और धन', love: 'आपकी कुंडली में प्रेम और विवाह', health: 'आपकी कुंडली में सेहत और ऊर्जा', life: 'आप कौन हैं',
};

const HEADINGS: Record<Exclude<SectionKey, 'glance' | 'chart'>, string> = {
  days: 'दिन-ब-दिन',
  months: 'महीना-दर-महीना',
  sky: 'बड़ी तस्वीर',
  star: 'आज का नक्षत्र और पंचांग',
  timing: 'किस समय का ध्यान रखें',
  gifts: 'आपकी कुंडली की ख़ूबियाँ',
  story: 'आपकी ग्रह-दशाएँ',
  advice: 'क्या करें',
};

function heading(type: ReadingType, key: SectionKey): string {
  return key === 'glance' || key === 'chart' ? GLANCE[type] : HEADINGS[key];
}

function summary(plan: ReadingPlan, ctx: HiCtx): [string, string] {
  const { balance, type } = plan;
  const first = [`${ctx.facts.person.firstName} जी, संक्षेप में: ${SUBJECT[type]} ${VERDICT[balance.tone]}।`];
  if (balance.lift) first.push(`आपका सबसे बड़ा सहारा: ${factorPhrase(ctx, balance.lift, true)}।`);
  const second: string[] = [];
  if (balance.drag) second.push(`मुख्य सावधानी: ${factorPhrase(ctx, balance.drag, false)}।`);
  const window = keyWindow(plan);
  if (window) {
    const span = `${monthYearHi(window.start)} से ${monthYearHi(window.end)} तक`;
    second.push(window.lean === 'care' ? `सबसे ज़्यादा सावधानी का समय: ${span}।` : `आगे का सबसे अच्छा समय: ${span}।`);
  }
  if (!second.length) second.push('कोई भारी बाधा नहीं है: नीचे दिए अच्छे समय का लाभ उठाइए।');
  return [first.join(' '), second.join(' ')];
}

/** Each term with the plain Hindi that explains it, as the reading says it the first time. */
const GLOSSARY: readonly Gloss[] = [
  ['राहुकाल', 'दिन की वह घड़ी जो नई शुरुआत के लिए ठीक नहीं'],
  ['यमगंड', 'शुरुआत के लिए अशुभ एक और घड़ी'],
  ['गुलिक काल', 'शुरुआत के लिए अशुभ घड़ी'],
  ['अभिजित मुहूर्त', 'दोपहर के आसपास की शुभ घड़ी'],
  ['मुहूर्त', 'शुभ घड़ी'],
  ['महादशा', 'जीवन में चल रही ग्रह की मुख्य अवधि'],
  ['अंतर्दशा', 'महादशा के भीतर की छोटी अवधि'],
  ['दशा', 'ग्रहों की अवधि'],
  ['लग्न', 'जन्म के समय पूर्व में उदित राशि'],
  ['आपकी राशि', 'जन्म के समय चंद्रमा की राशि'],
  ['चंद्र राशि', 'जन्म के समय चंद्रमा की राशि'],
  ['राशि', 'आकाश के बारह भागों में से एक'],
  ['नक्षत्र', 'चंद्रमा के रास्ते के 27 तारा-समूहों में से एक'],
  ['तारा', 'जन्म नक्षत्र से गिना गया दिन का नक्षत्र'],
  ['चंद्राष्टम', 'हर महीने आने वाले ढाई कमज़ोर दिन'],
  ['साढ़ेसाती', 'शनि की साढ़े सात साल की लंबी परीक्षा'],
  ['पंचांग', 'हिंदू तिथि-पत्र'],
  ['तिथि', 'चंद्र मास का दिन'],
  ['करण', 'आधी तिथि'],
  ['योग', 'आकाश या कुंडली में ग्रहों का विशेष मेल'],
  ['भद्रा', 'शुभ कामों के लिए वर्जित घड़ी'],
  ['भाव', 'कुंडली के बारह घरों में से एक'],
  ['गोचर', 'ग्रहों की अभी की चाल'],
  ['राहु', 'चंद्रमा का उत्तरी छाया-बिंदु'],
  ['केतु', 'चंद्रमा का दक्षिणी छाया-बिंदु'],
  ['नवांश', 'विवाह के लिए देखी जाने वाली नवम-भाग कुंडली'],
  ['मांगलिक', 'मंगल की ऐसी स्थिति जो विवाह पर असर डाल सकती है'],
  ['उपाय', 'ग्रह को शांत करने का सरल तरीका'],
  ['वक्री', 'उल्टी चाल में दिखते'],
  ['उच्च', 'अपनी सबसे मज़बूत राशि में'],
  ['नीच', 'अपनी सबसे कमज़ोर राशि में'],
  ['योगकारक', 'आपके लग्न के लिए सबसे शुभ ग्रह'],
  ['अमात्यकारक', 'काम की दिशा दिखाने वाला ग्रह'],
  ['दाराकारक', 'जीवनसाथी का सूचक ग्रह'],
  ['आत्मकारक', 'आत्मा के उद्देश्य का ग्रह'],
];

export const READER_AIDS_HI: ReaderAids<NamesHi> = { heading, summary, glossary: GLOSSARY };
