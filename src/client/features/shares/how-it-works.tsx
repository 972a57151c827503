const steps = [
  { title: 'Tap Share on WhatsApp', text: 'WhatsApp opens with a short message about Jyotishi, ready to send.' },
  { title: 'Send it to a friend or group', text: 'Pick anyone who would enjoy a reading from their own birth chart.' },
  { title: 'Get your reading', text: 'A reading credit is added to your account and you are taken home to use it.' },
];

export function HowItWorks() {
  return (
    <section aria-labelledby="how-heading">
      <h2 id="how-heading" className="font-display text-2xl font-bold text-night-800">
        How it works
      </h2>
      <ol className="mt-4 space-y-4">
        {steps.map((step, index) => (
          <li key={step.title} className="flex gap-4">
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
