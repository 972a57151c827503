import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { referralTextIn } from '../../shared/referral-messages';
import { invitePath } from '../../shared/referrals';
import { useLanguage } from '../i18n/text';
import { api, unwrap } from '../lib/api';
import { referralKeys } from '../lib/referral-keys';
import { openWhatsApp } from '../lib/share-message';
import { Button } from './button';
import { Card } from './card';
import { Spinner } from './spinner';
import { WhatsAppButton, WhatsAppIcon } from './whatsapp-button';

/**
 * "Invite friends", on the profile page (docs/decisions/033): the user's own invite link to copy or
 * share, how many friends joined through it and the free readings it earned, and the limits.
 */
export function InviteCard() {
  const { language } = useLanguage();
  const t = referralTextIn(language).card;
  const headingId = useId();
  const linkId = useId();
  const query = useQuery({ queryKey: referralKeys.summary(), queryFn: () => unwrap(api.referrals.$get()) });
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);

  const heading = (
    <h2 id={headingId} className="font-display text-xl font-bold text-night-800">
      {t.heading}
    </h2>
  );
  if (query.isPending) {
    return (
      <Card aria-labelledby={headingId}>
        {heading}
        <div className="mt-3">
          <Spinner label={t.heading} />
        </div>
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Card aria-labelledby={headingId}>
        {heading}
        <p role="alert" className="mt-2 text-sm text-maroon-700">
          {t.loadFailed}
        </p>
        <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
          {t.retry}
        </Button>
      </Card>
    );
  }
  const summary = query.data;
  const link = `${window.location.origin}${invitePath(summary.code)}`;
  const message = `${t.shareText} ${link}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  const share = async () => {
    if (typeof navigator.share === 'function') {
      // A dismissed share sheet is not an error worth telling.
      await navigator.share({ text: t.shareText, url: link }).catch(() => undefined);
    } else {
      openWhatsApp(message);
    }
  };

  return (
    <Card aria-labelledby={headingId}>
      {heading}
      <p className="mt-1 text-sm text-muted">{t.explain(summary.perDay, summary.perMonth)}</p>
      <label htmlFor={linkId} className="mt-4 block text-sm font-semibold text-night-800">
        {t.linkLabel}
      </label>
      <input
        id={linkId}
        readOnly
        value={link}
        onFocus={(event) => event.currentTarget.select()}
        className="mt-1 w-full rounded-xl border border-night-700/20 bg-sand px-3 py-2.5 font-mono text-sm text-night-800"
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <Button variant="secondary" onClick={() => void copy()}>
          {t.copy}
        </Button>
        <WhatsAppButton onClick={() => void share()}>
          <WhatsAppIcon />
          {t.share}
        </WhatsAppButton>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm font-medium text-green-800">
        {copied === 'copied' ? t.copied : copied === 'failed' ? <span className="text-maroon-700">{t.copyFailed}</span> : null}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Figure label={t.joined} value={summary.joined} testId="invites-joined" />
        <Figure label={t.credits} value={summary.credits} testId="invite-credits" />
      </dl>
      {summary.notCredited > 0 && <p className="mt-2 text-sm text-muted">{t.notCredited(summary.notCredited)}</p>}
      {summary.invitedBy && <p className="mt-3 text-sm text-night-800">{t.invitedBy(summary.invitedBy)}</p>}
    </Card>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <div className="rounded-2xl bg-sand px-4 py-3">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-night-800" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
