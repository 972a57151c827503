// Invites that pay the sharer (docs/decisions/033): the limits and the shape of a code, shared by
// the server that enforces them and the profile card that states them. Kept free of zod.

/** Credits one inviter can earn from invites in any rolling 24 hours. */
export const REFERRAL_CREDITS_PER_DAY = 3;
/** Credits one inviter can earn from invites in any rolling 30 days. */
export const REFERRAL_CREDITS_PER_MONTH = 10;
/** Invite links one network (IP address) may open in an hour: bounds guessing and the landings' count. */
export const INVITE_LANDINGS_PER_IP_HOUR = 30;
/** How long a followed invite link is remembered in the browser before sign-in (7 days). */
export const INVITE_COOKIE_SECONDS = 7 * 86_400;

/** The letters a code is made of: lower case and digits without the look-alikes 0, o, 1, l. */
export const inviteCodeAlphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
/** Twelve of them: 60 random bits. */
export const INVITE_CODE_LENGTH = 12;
const codeShape = new RegExp(`^[${inviteCodeAlphabet}]{${INVITE_CODE_LENGTH}}$`);
export const isInviteCode = (value: string) => codeShape.test(value);

/** The page an invite link opens. */
export const invitePath = (code: string) => `/invite/${code}`;

/** What the inviter's profile shows: their link's code, who joined through it and what it earned. */
export type ReferralSummary = {
  code: string;
  /** Invitees who signed up and saved their birth details, credited or not. */
  joined: number;
  /** Credits earned from them. */
  credits: number;
  /** Joined, but on one of the inviter's own browsers or past a cap: no credit. */
  notCredited: number;
  /** Who invited this user, by first name; null when nobody did. */
  invitedBy: string | null;
  perDay: number;
  perMonth: number;
};

/** What the invite page learns about a link it was opened with. */
export type InviteLanding = {
  /** The inviter's first name; null when their profile has no name yet. */
  inviterName: string | null;
  /** The visitor is already signed in: the invite is remembered only for new numbers. */
  signedIn: boolean;
};

/** The first word of a name, never more: the invitee sees no surname and no number. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0]?.slice(0, 40) || null;
