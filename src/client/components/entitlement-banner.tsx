import type { ReactNode } from 'react';
import { accessLevel, type AccessLevel } from '../../shared/access';
import { commonText } from '../i18n/common';
import { useText } from '../i18n/text';
import type { ProfileView } from '../../shared/profile';

const tones: Record<AccessLevel, { box: string; mark: string; glyph: string }> = {
  premium: { box: 'bg-gradient-to-r from-night-800 to-night-700 text-gold-300 ring-gold-400/40', mark: 'bg-gold-400 text-night-900', glyph: '★' },
  free: { box: 'bg-saffron-50 text-night-800 ring-saffron-400/60', mark: 'bg-saffron-500 text-night-950', glyph: '✦' },
  share: { box: 'bg-emerald-50 text-emerald-900 ring-emerald-600/30', mark: 'bg-emerald-600 text-white', glyph: '✓' },
  none: { box: 'bg-white text-night-800 ring-night-700/15', mark: 'bg-night-100 text-night-700', glyph: '☾' },
};

/**
 * What the user may read next (docs/product.md, States, the banner wording from shared/access.ts), with room
 * for the page's own call to action.
 */
export function EntitlementBanner({ profile, children }: { profile: ProfileView; children?: ReactNode }) {
  const level = accessLevel(profile);
  const tone = tones[level];
  const t = useText(commonText).access;
  return (
    <section
      aria-label={t.label}
      className={`flex flex-col gap-3 rounded-2xl p-4 ring-1 sm:flex-row sm:items-center sm:justify-between sm:gap-4 sm:px-5 ${tone.box}`}
    >
      <p className="flex items-center gap-3 font-semibold">
        <span className={`grid h-9 w-9 shrink-0 place-items-center rounded-full text-lg ${tone.mark}`} aria-hidden="true">
          {tone.glyph}
        </span>
        <span>{level === 'share' ? t.share(profile.sharesAvailable) : t[level]}</span>
      </p>
      {children && <div className="flex flex-wrap gap-2 sm:shrink-0">{children}</div>}
    </section>
  );
}
