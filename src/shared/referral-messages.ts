// The words of invites (docs/decisions/033), in each language: the server's refusals and what the
// invite page and the profile's invite card say. Kept apart from shared/messages.ts, whose
// catalogues every page carries: only those two pages and the server need these.
import { featureMessages } from './feature-messages';
import type { Language } from './profile';

export const referralMessages = {
  inviteCodeMalformed: 'This invite link is incomplete. Please open the link exactly as it was sent to you.',
  inviteCodeUnknown: 'This invite link does not work. Please ask your friend to send it again.',
  ownInvite: 'This is your own invite link. Send it to a friend: when they join, you earn a free reading.',
} as const;

type ReferralMessage = keyof typeof referralMessages;

const referralMessagesHi: Record<ReferralMessage, string> = {
  inviteCodeMalformed: 'यह न्योते का लिंक अधूरा है। कृपया लिंक ठीक वैसे ही खोलें जैसे आपको भेजा गया था।',
  inviteCodeUnknown: 'यह न्योते का लिंक काम नहीं कर रहा। कृपया अपने दोस्त से इसे दोबारा भेजने को कहें।',
  ownInvite: 'यह आपका अपना न्योते का लिंक है। इसे किसी दोस्त को भेजें: उनके जुड़ने पर आपको एक मुफ़्त रीडिंग मिलेगी।',
};

const referralMessagesTa: Record<ReferralMessage, string> = {
  inviteCodeMalformed: 'இந்த அழைப்பு இணைப்பு முழுமையாக இல்லை. உங்களுக்கு அனுப்பப்பட்டபடியே இணைப்பைத் திறந்து பாருங்கள்.',
  inviteCodeUnknown: 'இந்த அழைப்பு இணைப்பு வேலை செய்யவில்லை. உங்கள் நண்பரிடம் மீண்டும் அனுப்பச் சொல்லுங்கள்.',
  ownInvite: 'இது உங்களுடைய சொந்த அழைப்பு இணைப்பு. இதை ஒரு நண்பருக்கு அனுப்புங்கள்: அவர் சேர்ந்தால் உங்களுக்கு ஒரு இலவசப் பலன் கிடைக்கும்.',
};

const referralMessagesTe: Record<ReferralMessage, string> = {
  inviteCodeMalformed: 'ఈ ఆహ్వాన లింక్ అసంపూర్ణంగా ఉంది. మీకు పంపిన లింక్‌ను ఉన్నది ఉన్నట్లుగా తెరవండి.',
  inviteCodeUnknown: 'ఈ ఆహ్వాన లింక్ పనిచేయడం లేదు. మీ స్నేహితుడిని మళ్లీ పంపమని అడగండి.',
  ownInvite: 'ఇది మీ సొంత ఆహ్వాన లింక్. దీన్ని ఒక స్నేహితుడికి పంపండి: వారు చేరితే మీకు ఒక ఉచిత ఫలితం లభిస్తుంది.',
};

const refusals = featureMessages(referralMessages, { hi: referralMessagesHi, ta: referralMessagesTa, te: referralMessagesTe });

/** The refusals in `language`. */
export const referralMessagesIn = refusals.in;

const referralTextEn = {
  page: {
    loading: 'Opening your invite…',
    invitedBy: (name: string | null) => (name ? `${name} invited you to Jyotishi` : 'A friend invited you to Jyotishi'),
    pitch: 'Sign in with your phone number and save your birth details: your Kundli is ready at once, and your first reading is free.',
    signIn: 'Sign in with your phone',
    alreadyMember: 'You already have a Jyotishi account, so this invite is for someone new. Your own invite link is on your profile.',
    openProfile: 'Open your profile',
    failed: 'This invite did not open',
    goHome: 'Go to Jyotishi',
  },
  card: {
    heading: 'Invite friends',
    explain: (perDay: number, perMonth: number) =>
      `When a friend joins with your link and saves their birth details, you earn one free reading: up to ${perDay} a day and ${perMonth} a month. Each phone number counts once, and never from your own phone or browser.`,
    linkLabel: 'Your invite link',
    copy: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Could not copy. Select the link and copy it yourself.',
    share: 'Share',
    shareText: 'See your Kundli and daily horoscope on Jyotishi. Join with my link:',
    joined: 'Friends who joined',
    credits: 'Free readings earned',
    notCredited: (count: number) => `${count} joined without a credit: on your own phone or browser, or past the limit.`,
    invitedBy: (name: string) => `You joined through ${name}'s invite.`,
    loadFailed: 'Your invite link could not be loaded. Please try again.',
    retry: 'Try again',
  },
};

const referralTextHi: typeof referralTextEn = {
  page: {
    loading: 'आपका न्योता खुल रहा है…',
    invitedBy: (name) => (name ? `${name} ने आपको ज्योतिषी पर बुलाया है` : 'आपके एक दोस्त ने आपको ज्योतिषी पर बुलाया है'),
    pitch: 'अपने फ़ोन नंबर से साइन इन करें और जन्म का विवरण सहेजें: आपकी कुंडली उसी पल तैयार, और पहली रीडिंग मुफ़्त।',
    signIn: 'फ़ोन नंबर से साइन इन करें',
    alreadyMember: 'ज्योतिषी पर आपका खाता पहले से है, इसलिए यह न्योता किसी नए व्यक्ति के लिए है। आपका अपना न्योते का लिंक आपकी प्रोफ़ाइल में है।',
    openProfile: 'अपनी प्रोफ़ाइल खोलें',
    failed: 'यह न्योता नहीं खुला',
    goHome: 'ज्योतिषी पर जाएँ',
  },
  card: {
    heading: 'दोस्तों को बुलाएँ',
    explain: (perDay, perMonth) =>
      `जब कोई दोस्त आपके लिंक से जुड़कर अपने जन्म का विवरण सहेजता है, तो आपको एक मुफ़्त रीडिंग मिलती है: दिन में ${perDay} और महीने में ${perMonth} तक। हर फ़ोन नंबर एक ही बार गिना जाता है, और आपके अपने फ़ोन या ब्राउज़र से कभी नहीं।`,
    linkLabel: 'आपका न्योते का लिंक',
    copy: 'लिंक कॉपी करें',
    copied: 'लिंक कॉपी हो गया',
    copyFailed: 'कॉपी नहीं हो सका। लिंक चुनकर ख़ुद कॉपी कर लें।',
    share: 'भेजें',
    shareText: 'ज्योतिषी पर अपनी कुंडली और रोज़ का राशिफल देखिए। मेरे लिंक से जुड़िए:',
    joined: 'जुड़े हुए दोस्त',
    credits: 'मिली मुफ़्त रीडिंग',
    notCredited: (count) => `${count} दोस्त बिना क्रेडिट के जुड़े: आपके अपने फ़ोन या ब्राउज़र से, या सीमा पूरी होने के बाद।`,
    invitedBy: (name) => `आप ${name} के न्योते से जुड़े।`,
    loadFailed: 'आपका न्योते का लिंक लोड नहीं हो सका। कृपया फिर कोशिश करें।',
    retry: 'फिर कोशिश करें',
  },
};

const referralTextTa: typeof referralTextEn = {
  page: {
    loading: 'உங்கள் அழைப்பு திறக்கிறது…',
    invitedBy: (name) => (name ? `${name} உங்களை ஜோதிஷிக்கு அழைத்திருக்கிறார்` : 'உங்கள் நண்பர் ஒருவர் உங்களை ஜோதிஷிக்கு அழைத்திருக்கிறார்'),
    pitch: 'உங்கள் கைபேசி எண்ணுடன் உள்நுழைந்து பிறப்பு விவரங்களைச் சேமியுங்கள்: உங்கள் ஜாதகம் உடனே தயார், முதல் பலன் இலவசம்.',
    signIn: 'கைபேசி எண்ணுடன் உள்நுழையுங்கள்',
    alreadyMember: 'உங்களுக்கு ஏற்கெனவே ஜோதிஷி கணக்கு உள்ளது; இந்த அழைப்பு புதியவர்களுக்கானது. உங்கள் சொந்த அழைப்பு இணைப்பு உங்கள் சுயவிவரத்தில் உள்ளது.',
    openProfile: 'உங்கள் சுயவிவரத்தைத் திறக்கவும்',
    failed: 'இந்த அழைப்பு திறக்கவில்லை',
    goHome: 'ஜோதிஷிக்குச் செல்லுங்கள்',
  },
  card: {
    heading: 'நண்பர்களை அழையுங்கள்',
    explain: (perDay, perMonth) =>
      `உங்கள் இணைப்பின் வழியாக ஒரு நண்பர் சேர்ந்து தன் பிறப்பு விவரங்களைச் சேமித்தால், உங்களுக்கு ஒரு இலவசப் பலன் கிடைக்கும்: நாளொன்றுக்கு ${perDay}, மாதத்துக்கு ${perMonth} வரை. ஒவ்வொரு கைபேசி எண்ணும் ஒரு முறை மட்டுமே கணக்கில் வரும்; உங்கள் சொந்தக் கைபேசி அல்லது உலாவியிலிருந்து ஒருபோதும் வராது.`,
    linkLabel: 'உங்கள் அழைப்பு இணைப்பு',
    copy: 'இணைப்பை நகலெடுக்கவும்',
    copied: 'இணைப்பு நகலெடுக்கப்பட்டது',
    copyFailed: 'நகலெடுக்க முடியவில்லை. இணைப்பைத் தேர்ந்தெடுத்து நீங்களே நகலெடுங்கள்.',
    share: 'பகிருங்கள்',
    shareText: 'ஜோதிஷியில் உங்கள் ஜாதகத்தையும் தினப் பலனையும் பாருங்கள். என் இணைப்பின் வழியாகச் சேருங்கள்:',
    joined: 'சேர்ந்த நண்பர்கள்',
    credits: 'பெற்ற இலவசப் பலன்கள்',
    notCredited: (count) => `${count} பேர் கணக்கில் வராமல் சேர்ந்தனர்: உங்கள் சொந்தக் கைபேசி அல்லது உலாவியிலிருந்து, அல்லது வரம்பு முடிந்த பிறகு.`,
    invitedBy: (name) => `நீங்கள் ${name} அனுப்பிய அழைப்பின் வழியாகச் சேர்ந்தீர்கள்.`,
    loadFailed: 'உங்கள் அழைப்பு இணைப்பை ஏற்ற முடியவில்லை. மீண்டும் முயலுங்கள்.',
    retry: 'மீண்டும் முயலுங்கள்',
  },
};

const referralTextTe: typeof referralTextEn = {
  page: {
    loading: 'మీ ఆహ్వానం తెరుచుకుంటోంది…',
    invitedBy: (name) => (name ? `${name} మిమ్మల్ని జ్యోతిషికి ఆహ్వానించారు` : 'మీ స్నేహితుల్లో ఒకరు మిమ్మల్ని జ్యోతిషికి ఆహ్వానించారు'),
    pitch: 'మీ ఫోన్ నంబర్‌తో సైన్ ఇన్ చేసి జనన వివరాలు భద్రపరచండి: మీ జాతకం వెంటనే సిద్ధం, మొదటి ఫలితం ఉచితం.',
    signIn: 'ఫోన్ నంబర్‌తో సైన్ ఇన్ చేయండి',
    alreadyMember: 'జ్యోతిషిలో మీకు ఇప్పటికే ఖాతా ఉంది, కాబట్టి ఈ ఆహ్వానం కొత్తవారి కోసం. మీ సొంత ఆహ్వాన లింక్ మీ ప్రొఫైల్‌లో ఉంది.',
    openProfile: 'మీ ప్రొఫైల్ తెరవండి',
    failed: 'ఈ ఆహ్వానం తెరుచుకోలేదు',
    goHome: 'జ్యోతిషికి వెళ్లండి',
  },
  card: {
    heading: 'స్నేహితులను ఆహ్వానించండి',
    explain: (perDay, perMonth) =>
      `మీ లింక్‌తో ఒక స్నేహితుడు చేరి తన జనన వివరాలు భద్రపరిస్తే, మీకు ఒక ఉచిత ఫలితం లభిస్తుంది: రోజుకు ${perDay}, నెలకు ${perMonth} వరకు. ప్రతి ఫోన్ నంబర్ ఒక్కసారే లెక్కలోకి వస్తుంది; మీ సొంత ఫోన్ లేదా బ్రౌజర్ నుంచి ఎప్పుడూ రాదు.`,
    linkLabel: 'మీ ఆహ్వాన లింక్',
    copy: 'లింక్ కాపీ చేయండి',
    copied: 'లింక్ కాపీ అయింది',
    copyFailed: 'కాపీ కాలేదు. లింక్‌ను ఎంచుకుని మీరే కాపీ చేసుకోండి.',
    share: 'పంపండి',
    shareText: 'జ్యోతిషిలో మీ జాతకం, రోజువారీ రాశి ఫలాలు చూడండి. నా లింక్‌తో చేరండి:',
    joined: 'చేరిన స్నేహితులు',
    credits: 'పొందిన ఉచిత ఫలితాలు',
    notCredited: (count) => `${count} మంది లెక్కలోకి రాకుండా చేరారు: మీ సొంత ఫోన్ లేదా బ్రౌజర్ నుంచి, లేదా పరిమితి దాటాక.`,
    invitedBy: (name) => `మీరు ${name} పంపిన ఆహ్వానంతో చేరారు.`,
    loadFailed: 'మీ ఆహ్వాన లింక్ లోడ్ కాలేదు. మళ్లీ ప్రయత్నించండి.',
    retry: 'మళ్లీ ప్రయత్నించండి',
  },
};

const textCatalogues: Readonly<Record<Language, typeof referralTextEn>> = { en: referralTextEn, hi: referralTextHi, ta: referralTextTa, te: referralTextTe };

/** What the invite page and the invite card say, in `language`. */
export function referralTextIn(language: Language) {
  return textCatalogues[language];
}

/** One of the English refusals above in `language`; any other text comes back unchanged. */
export const localizeReferralMessage = refusals.localize;
