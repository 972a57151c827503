import { LockIcon } from '../../components/lock-icon';
import { authText } from '../../i18n/auth';
import { useText } from '../../i18n/text';

/**
 * Above the sign-in form, for the visitor who came from a shared link and does not know the app yet:
 * what it does, that the first reading is free, a sample of a reading and what happens to their
 * number. Plain text in the fonts and weights the page already uses, part of the prerendered HTML:
 * it paints with the page and nothing moves when the app takes over.
 */
export function FirstReadingPitch() {
  const t = useText(authText).pitch;
  return (
    <section className="mb-4">
      <p className="text-[0.95rem] leading-snug text-cream">{t.what}</p>
      <p className="mt-1 text-[0.95rem] leading-snug text-night-100/85">{t.ask}</p>
      <p className="mt-1 font-semibold text-gold-300">{t.free}</p>
      <figure className="mt-3 rounded-2xl bg-white/5 p-3 ring-1 ring-gold-400/25">
        <figcaption className="flex items-center gap-2 text-xs text-night-100/75">
          <span className="shrink-0 rounded-full bg-gold-400/20 px-2 py-0.5 font-semibold whitespace-nowrap uppercase tracking-wide text-gold-300 [overflow-wrap:normal]">{t.sampleLabel}</span>
          <span>{t.sampleFrom}</span>
        </figcaption>
        <blockquote className="mt-2 text-sm leading-snug text-night-100/90">{t.sample}</blockquote>
      </figure>
      <p className="mt-2 flex items-center gap-1.5 text-xs text-night-100/75">
        <LockIcon className="h-3.5 w-3.5 shrink-0" />
        <span>{t.privacy}</span>
      </p>
    </section>
  );
}
