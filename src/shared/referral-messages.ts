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

const refusals = featureMessages(referralMessages, referralMessagesHi);

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

const textCatalogues: Readonly<Record<Language, typeof referralTextEn>> = { en: referralTextEn, hi: referralTextHi };

/** What the invite page and the invite card say, in `language`. */
export function referralTextIn(language: Language) {
  return textCatalogues[language];
}

/** One of the English refusals above in `language`; any other text comes back unchanged. */
export const localizeReferralMessage = refusals.localize;
