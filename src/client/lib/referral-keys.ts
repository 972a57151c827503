// The query keys of invites (docs/decisions/033), apart from lib/query-keys.ts: that module is in
// the sign-in page's JavaScript, which has no room to spare; these load only with their pages.

export const referralKeys = {
  /** GET /api/referrals: the user's invite link, who joined through it and what it earned. */
  summary: () => ['referrals'],
  /** An invite link being opened (POST /api/referrals/landing, once per code). */
  landing: (code: string) => ['invite', code],
};
