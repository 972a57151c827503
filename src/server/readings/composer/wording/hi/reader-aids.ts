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
import { monthYearHi, sayHi } from './names';

const SUBJECT: Record<ReadingType, string> = {
  daily: 'आज', weekly: 'इस सप्ताह', monthly: 'इस महीने', quarterly: 'अगले तीन महीनों में', yearly: 'आने वाले साल में',
  career: 'काम-काज में', love: 'प्रेम और रिश्तों में', health: 'सेहत और ऊर्जा के मामले में', life: 'पूरे जीवन की दृष्टि से',
};

/** The summary's sentences, varied like the rest of the reading so no two readings open alike. */
const SUMMARY_POOLS = {
  verdict: {
    bright: [
      '{name} जी, [संक्षेप में|सीधी बात|एक वाक्य में]: {subject} [समय आपके साथ है|पलड़ा आपकी ओर है|सितारे मेहरबान हैं]।',
      '{name} जी, [सार यह है कि|कुल मिलाकर] {subject} [सितारे आपके पक्ष में हैं|कुंडली आपका साथ दे रही है|ग्रह आपका साथ दे रहे हैं]।',
      '[अच्छी ख़बर|ख़ुशख़बरी], {name} जी: {subject} [हवा आपके साथ है|रास्ता खुला है]।',
      '{name} जी, [पहले निचोड़|बात का सार]: {subject} [क़िस्मत साथ दे रही है|अवसर आपके दरवाज़े पर हैं]।',
    ],
    steady: [
      '{name} जी, [संक्षेप में|सीधी बात|एक वाक्य में]: {subject} पलड़ा [थोड़ा|हल्का-सा|धीरे-धीरे] आपकी ओर झुका है।',
      '{name} जी, [सार यह है कि|कुल मिलाकर] {subject} [बढ़त थोड़ी आपकी है|संतुलन हल्का-सा आपके पक्ष में है|हालात ठीक-ठाक आपके हक़ में हैं]।',
      '{name} जी, [सार में|छोटे में]: {subject} [लगातार मेहनत रंग लाएगी|स्थिर क़दम फल देंगे]।',
      '{name} जी, [पहले निचोड़|बात का सार]: {subject} [हवा हल्की-सी आपके पक्ष में है|धीमी पर पक्की बढ़त है]।',
    ],
    mixed: [
      '{name} जी, [संक्षेप में|सीधी बात|एक वाक्य में]: {subject} मदद और अड़चन [बराबर हैं|लगभग बराबर हैं|साथ-साथ चलेंगी]।',
      '{name} जी, [सार यह है कि|कुल मिलाकर] {subject} [तस्वीर मिली-जुली है|अच्छा और कठिन दोनों साथ चलेंगे|धूप-छाँव दोनों रहेगी]।',
      '{name} जी, [सार में|छोटे में]: {subject} [मौक़ा देखकर चलिए|हर क़दम तौलकर उठाइए]।',
      '{name} जी, [पहले निचोड़|बात का सार]: {subject} [कुछ बातें बनेंगी, कुछ अटकेंगी|साथ और रुकावट दोनों मिलेंगे]।',
    ],
    careful: [
      '{name} जी, [संक्षेप में|सीधी बात|एक वाक्य में]: {subject} आगे बढ़ने से ज़्यादा [सँभलकर चलने|धीरज रखने|बचाकर चलने] का समय है।',
      '{name} जी, [सार यह है कि|कुल मिलाकर] {subject} [सावधानी ही फ़ायदेमंद है|धीरे चलें और दाँव छोटे रखें|जल्दबाज़ी से बचना ही समझदारी है]।',
      '{name} जी, [सार में|छोटे में]: {subject} [जो है उसे सहेजिए|सब सादा और सुरक्षित रखिए]।',
      '{name} जी, [पहले निचोड़|बात का सार]: {subject} [रुककर चलना ही ठीक है|कम जोखिम और ज़्यादा धीरज ही ठीक है]।',
    ],
  } satisfies Record<Tone, readonly string[]>,
  lift: [
    '{subject} [आपका सबसे बड़ा सहारा|सबसे ज़्यादा मदद|सबसे अच्छा साथ|आपकी सबसे बड़ी ताक़त]: {lift}।',
    '{subject} [भरोसा रखिए|टिके रहिए|ध्यान टिकाइए] इस पर: {lift}[, यही आपका सहारा है|]।',
    '[सबसे बड़ी ताक़त|सबसे पक्का सहारा|सबसे अच्छी मदद] {subject}: {lift}।',
    '{subject} [काम आएगी|साथ देगी|सहारा बनेगी] यह बात: {lift}।',
    '[अच्छी बात यह है|राहत की बात यह है] कि {subject} साथ है {lift}।',
  ],
  drag: [
    '{subject} [मुख्य सावधानी|सबसे बड़ी सावधानी|सबसे बड़ी चुनौती|ध्यान की बात]: {drag}।',
    '{subject} [एक बात का ध्यान रखें|एक बात से सावधान रहें|एक बात सँभालकर रखें]: {drag}।',
    '[कमज़ोर कड़ी|भारी पहलू|कठिन पहलू] {subject}: {drag}।',
    '{subject} [इसे हल्के में न लें|इस पर नज़र रखें|इससे बचकर चलें]: {drag}।',
  ],
  window: [
    '[आगे का सबसे अच्छा समय|सबसे मज़बूत समय|सबसे अनुकूल दौर]: {from} से {to} तक।',
    '{from} से {to} तक का समय [आगे का सबसे मज़बूत समय है|आगे का सबसे अच्छा मौक़ा है|सबसे ज़्यादा साथ देगा]।',
    '[बड़ा क़दम|अहम फ़ैसला|मुख्य कोशिश] {from} से {to} के बीच के लिए रखें।',
    '[निशान लगा लीजिए|याद रखिए|नोट कर लीजिए]: {from} से {to} तक का समय सबसे अच्छा है।',
    '[सबसे बड़ा मौक़ा|आगे की सबसे अच्छी खिड़की] {from} में खुलेगी और {to} तक रहेगी।',
  ],
  careWindow: [
    '[सबसे ज़्यादा सावधानी का समय|सबसे नाज़ुक दौर|सबसे ज़्यादा आराम माँगने वाला समय]: {from} से {to} तक।',
    '{from} से {to} तक [ख़ास ध्यान रखें|सबसे ज़्यादा सँभलकर चलें|भागदौड़ कम रखें]।',
    '{from} से {to} तक [दाँव छोटे रखें|दिनचर्या की रक्षा करें|अपनी ऊर्जा बचाकर रखें]।',
  ],
  clear: ['कोई भारी बाधा नहीं है: नीचे दिए अच्छे समय का लाभ उठाइए।', 'रास्ते में बड़ी रुकावट नहीं है: नीचे बताया समय काम में लीजिए।'],
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
  const first = [sayHi(ctx, SUMMARY_POOLS.verdict[balance.tone], { name: ctx.facts.person.firstName, subject: SUBJECT[type] })];
  if (balance.lift) first.push(sayHi(ctx, SUMMARY_POOLS.lift, { lift: factorPhrase(ctx, balance.lift, true), subject: SUBJECT[type] }));
  const second: string[] = [];
  if (balance.drag) second.push(sayHi(ctx, SUMMARY_POOLS.drag, { drag: factorPhrase(ctx, balance.drag, false), subject: SUBJECT[type] }));
  const window = keyWindow(plan);
  if (window) second.push(sayHi(ctx, window.lean === 'care' ? SUMMARY_POOLS.careWindow : SUMMARY_POOLS.window, { from: monthYearHi(window.start), to: monthYearHi(window.end) }));
  if (!second.length) second.push(sayHi(ctx, SUMMARY_POOLS.clear));
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
