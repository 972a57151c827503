import { useId, useState, type FormEvent } from 'react';
import { QUESTION_MAX_LENGTH } from '../../../shared/questions';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { questionsText } from '../../i18n/questions';
import { useText } from '../../i18n/text';

/** The question box: its label, what asking costs (said before asking), and the Ask button. */
export function QuestionForm({
  label,
  placeholder,
  cost,
  busy,
  disabled = false,
  onAsk,
  initial = '',
}: {
  label: string;
  placeholder: string;
  cost: string;
  busy: boolean;
  disabled?: boolean;
  onAsk: (question: string) => void;
  initial?: string;
}) {
  const t = useText(questionsText);
  const [text, setText] = useState(initial);
  const [seeded, setSeeded] = useState(initial);
  // A suggestion tapped fills the box: the page passes it as `initial`.
  if (initial !== seeded) {
    setSeeded(initial);
    setText(initial);
  }
  const id = useId();
  const costId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const question = text.trim();
    if (!question || busy || disabled) return;
    onAsk(question);
    setText('');
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={id} className="block font-semibold text-night-800">
        {label}
      </label>
      <textarea
        id={id}
        value={text}
        onChange={(event) => setText(event.target.value)}
        maxLength={QUESTION_MAX_LENGTH}
        rows={3}
        placeholder={placeholder}
        aria-describedby={costId}
        disabled={disabled}
        className="block w-full rounded-xl border border-night-700/20 bg-white px-4 py-3 text-base text-night-900 placeholder:text-night-700/40 focus:border-saffron-500"
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p id={costId} className="text-sm text-muted">
          {cost}
        </p>
        <Button type="submit" disabled={busy || disabled || !text.trim()} className="w-full sm:w-auto">
          {busy ? <Spinner label={t.asking} /> : t.ask}
        </Button>
      </div>
    </form>
  );
}
