import { languages } from '../../shared/profile';
import { commonText } from '../i18n/common';
import { languageNames } from '../i18n/language-names';
import { useLanguage, useText } from '../i18n/text';

/** English | हिन्दी | தமிழ் | తెలుగు: switches the whole interface at once, keeping whatever has been typed. */
export function LanguageSwitch({ tone = 'dark', className = '' }: { tone?: 'dark' | 'light'; className?: string }) {
  const { language, setLanguage } = useLanguage();
  const t = useText(commonText);
  const idle = tone === 'dark' ? 'text-night-100 hover:bg-night-700/60 hover:text-white' : 'text-night-700 hover:bg-night-100/70';
  return (
    <div role="group" aria-label={t.language.label} className={`inline-flex max-w-full flex-wrap rounded-lg p-0.5 ring-1 ${tone === 'dark' ? 'ring-night-600' : 'ring-night-700/20'} ${className}`}>
      {languages.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
          className={`min-h-9 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors [overflow-wrap:normal] ${option === 'hi' ? 'font-[Hindi_Label,system-ui,sans-serif]' : ''} ${
            language === option ? 'bg-gold-400 text-night-900' : idle
          }`}
        >
          {/* Each language named in itself, so a reader finds theirs whatever the page is shown in. */}
          {languageNames[option].name}
        </button>
      ))}
    </div>
  );
}
