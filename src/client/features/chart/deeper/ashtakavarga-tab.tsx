import { SIGNS } from '../../../../astro/zodiac';
import type { ChartDeeperView } from '../../../../shared/chart-deeper-view';
import { deeperText } from '../../../i18n/deeper';
import { useText } from '../../../i18n/text';
import { useNames } from '../names';
import { Cell, ColHead, CornerHead, Intro, Named, NeedsTime, RowHead, ScrollTable, SectionTitle } from './table';

/** A sign with at least 28 sarvashtakavarga bindus, about the average (337 / 12), is read as strong. */
const STRONG_SAV = 28;

/** The eight bhinnashtakavargas by sign with their totals, and the sarvashtakavarga. */
export function AshtakavargaTab({ deeper }: { deeper: ChartDeeperView }) {
  const t = useText(deeperText);
  const names = useNames();
  const av = deeper.ashtakavarga;
  return (
    <>
      <SectionTitle>{t.ashtakavarga.title}</SectionTitle>
      <Intro>{t.ashtakavarga.intro}</Intro>
      {av ? (
        <ScrollTable
          label={t.ashtakavarga.title}
          head={
            <tr>
              <CornerHead>{t.graha}</CornerHead>
              {SIGNS.map((sign) => <ColHead key={sign.sanskrit} className="text-center"><Named term={names.sign(sign)} /></ColHead>)}
              <ColHead className="text-right">{t.total}</ColHead>
            </tr>
          }
          notes={
            <>
              <p>{t.ashtakavarga.savIntro(av.savTotal)}</p>
              <p>{t.ashtakavarga.totalNote}</p>
            </>
          }
        >
          {av.bav.map((row) => (
            <tr key={row.of} className={row.of === 'Lagna' ? 'text-muted' : ''}>
              <RowHead><Named term={row.of === 'Lagna' ? names.lagna : names.graha(row.of)} /></RowHead>
              {row.bindus.map((n, sign) => <Cell key={sign} className={`text-center ${n >= 5 ? 'font-semibold text-emerald-700' : n <= 3 ? 'text-maroon-700' : ''}`}>{n}</Cell>)}
              <Cell className="text-right font-semibold">{row.total}</Cell>
            </tr>
          ))}
          <tr className="bg-sand/40 font-semibold text-night-800" data-testid="sav-row">
            <RowHead shade="bg-sand">{t.ashtakavarga.sav}</RowHead>
            {av.sav.map((n, sign) => <Cell key={sign} className={`text-center ${n >= STRONG_SAV ? 'bg-emerald-50 text-emerald-900' : ''}`}>{n}</Cell>)}
            <Cell className="text-right" >{av.savTotal}</Cell>
          </tr>
        </ScrollTable>
      ) : (
        <NeedsTime />
      )}
    </>
  );
}
