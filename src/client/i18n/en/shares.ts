// /share-unlock: share the message on WhatsApp and earn a reading. The message itself is in common.
import { plural } from '../plural';

export const shares = {
  title: 'Share to Unlock',
  introBefore: 'Tell a friend about Jyotishi on WhatsApp and unlock ',
  introStrong: '1 free reading',
  introAfter: ' for every share.',
  available: (n: number) => plural('en', n, { one: 'You have # reading available', other: 'You have # readings available' }),
  shareLabel: 'Share',
  adding: 'Adding Credit...',
  added: 'Credit Added!',
  shareWhatsApp: 'Share on WhatsApp',
  unlimitedTitle: 'Want Unlimited Readings?',
  unlimitedText: 'Premium gives you every reading type and Kundli Milan reports, as often as you like, without share credits.',
  seePlans: 'See Premium Plans',
  /** A premium member: everything is open already. */
  member: {
    text: 'You are a Premium Member: every reading is already open to you, so there is nothing to unlock.',
    dashboard: 'Go to Dashboard',
  },
  preview: 'Message preview',
  howTitle: 'How it works',
  steps: {
    tap: { title: 'Tap Share on WhatsApp', text: 'WhatsApp opens with a short message about Jyotishi, ready to send.' },
    send: { title: 'Send it to a friend or group', text: 'Pick anyone who would enjoy a reading from their own birth chart.' },
    get: { title: 'Get your reading', text: 'A reading credit is added to your account and you are taken home to use it.' },
  },
};
