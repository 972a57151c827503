import { sharesText } from '../../i18n/shares';
import { useText } from '../../i18n/text';

export function HowItWorks() {
  const t = useText(sharesText);
  const steps = [t.steps.tap, t.steps.send, t.steps.get];
  return (
    <section aria-labelledby="how-heading">
      <h2 id="how-heading" className="font-display text-2xl font-bold text-night-800">
        {t.howTitle}
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={index} className="flex gap-4">
            <span className="grid h-9 w-9 shrink-0 place-items-center rounded-full bg-night-800 text-base font-bold text-gold-300" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-night-800">{step.title}</p>
              <p className="text-sm text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
