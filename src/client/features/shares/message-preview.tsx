import { sharesText } from '../../i18n/shares';
import { useLanguage, useText } from '../../i18n/text';
import { shareMessage } from '../../lib/share-message';

/** The message exactly as it will arrive, drawn as a chat bubble so it reads as one. */
export function MessagePreview() {
  const { language } = useLanguage();
  const t = useText(sharesText);
  return (
    <section aria-labelledby="preview-heading" className="rounded-3xl bg-[#efe7dc] p-5 ring-1 ring-night-700/10 sm:p-6">
      <h2 id="preview-heading" className="text-sm font-semibold uppercase tracking-wider text-muted [&:lang(hi)]:tracking-normal">
        {t.preview}
      </h2>
      <div className="relative mt-3 ml-auto max-w-[34rem] rounded-2xl rounded-tr-sm bg-[#dcf8c6] px-4 py-3 text-[15px] leading-relaxed text-[#111b21] shadow-sm">
        <p className="whitespace-pre-line">{shareMessage(language)}</p>
      </div>
    </section>
  );
}
