/**
 * The Hindi closing's words (closing-shapes.ts chooses the shape), written in Hindi's own way of
 * ending a फलादेश: a सलाह to act on, a question to ask oneself, an उपाय, a शुभकामना. None of them
 * names the help, the hindrance or the verdict the summary gave.
 */
import type { ClosingWords } from '../closing-shapes';

const counsel = {
  bright: ['जो काम टलता आ रहा है, उसे अब शुरू कीजिए', 'जो चाहिए, वह खुलकर माँगिए', 'अपनी योजना को छोटा मत कीजिए, बड़ा सोचिए', 'जहाँ बात बनती दिखे, वहाँ आगे आइए'],
  steady: ['रोज़ की एक लय बनाइए और नतीजों को पकने दीजिए', 'एक काम पूरा करके ही दूसरा हाथ में लीजिए', 'छोटे कामों को भी बड़े कामों जितना ध्यान दीजिए'],
  mixed: ['कोई वादा करने से पहले तारीख़ें देख लीजिए', 'हर ज़रूरी काम के लिए दूसरा रास्ता भी तैयार रखिए', 'समय अच्छा हो तो क़दम उठाइए, धीमा हो तो हिसाब लगाइए'],
  careful: ['नया शुरू करने के बजाय अधूरे काम पूरे कीजिए', 'नींद पूरी लीजिए और जल्दबाज़ी में किसी काग़ज़ पर दस्तख़त मत कीजिए', 'बड़े फ़ैसले कुछ समय के लिए टाल दीजिए'],
} as const;

const question = {
  bright: ['अगर साथ पक्का हो, तो सबसे पहले क्या कर दिखाना है?', 'किस दरवाज़े पर दस्तक देने का समय आ गया है?'],
  steady: ['कौन-सी एक आदत, रोज़ निभाई जाए, तो सबसे ज़्यादा बदलाव लाएगी?', 'कौन-सा काम नया शुरू करने के बजाय पूरा किया जा सकता है?'],
  mixed: ['आपकी योजनाओं में से कौन-सी सचमुच अभी ज़रूरी है?', 'कहाँ थोड़ा और समय देने से नतीजा बेहतर होगा?'],
  careful: ['ऐसा क्या है जिसे छोड़ने से बोझ हल्का होगा?', 'कुछ भी नया शुरू करने से पहले क्या सुधारना ज़रूरी है?'],
} as const;

/** बड़ी उम्र में अच्छा समय: और जोड़ने के बजाय सहेजना, सौंपना और बाँटना। */
const brightLater = {
  counsel: ['जो अनुभव आपके पास है, उसे अब दूसरों तक पहुँचाइए', 'अच्छे समय को जो बना है उसे सँभालने में लगाइए, नया बोझ उठाने में नहीं', 'जो आपने खड़ा किया है, उसे सही हाथों में सौंपने की तैयारी कीजिए'],
  question: ['इस अच्छे दौर में आप अगली पीढ़ी को क्या सौंपना चाहेंगे?', 'आपके बनाए कामों में से किसे अब सबसे ज़्यादा देखभाल चाहिए?'],
} as const;

export const CLOSING_POOLS_HI = {
  practiceLead: ['{name} जी, [{obl} अगर एक ही काम करना हो, तो यह कीजिए|{obl} {graha} के लिए एक उपाय नियम से कीजिए]: {remedy}; [इसके अलावा|बाक़ी बातों में|साथ ही] {counsel}।'],
  ruleLead: ['{name} जी, {for} [एक सीधा नियम|एक बात गाँठ बाँध लीजिए|काम की एक बात]: {counsel}।'],
  ruleRemedy: ['[उपाय के तौर पर|{graha} के लिए], {remedy}।'],
  questionLead: ['{name} जी, {for} [एक सवाल|ख़ुद से पूछने लायक़ एक बात]: {question}'],
  questionRemedy: ['[साथ ही|और] {graha} के लिए [यह उपाय कीजिए|एक उपाय]: {remedy}।'],
  blessingLead: ['{name} जी, {counsel}[; {for} शुभकामनाएँ|; शुभम् भवतु|, आपका हर दिन मंगलमय हो]।'],
  blessingRemedy: ['{graha} के लिए [एक उपाय नियम से कीजिए|यह उपाय साथ रखिए]: {remedy}।'],
} as const;

const P = CLOSING_POOLS_HI;

export const CLOSING_WORDS_HI: ClosingWords = {
  shapes: {
    practice: [P.practiceLead],
    rule: [P.ruleLead, P.ruleRemedy],
    question: [P.questionLead, P.questionRemedy],
    blessing: [P.blessingLead, P.blessingRemedy],
  },
  counsel,
  question,
  brightLater,
};

/** Every counsel and question, for the grammar test's slots. */
export const CLOSING_SLOTS_HI = {
  counsel: [...Object.values(counsel).flat(), ...brightLater.counsel],
  question: [...Object.values(question).flat(), ...brightLater.question],
};
