import { SIGNS } from '../../../../astro/zodiac';
import type { ChartDeeperView } from '../../../../shared/chart-deeper-view';
import { deeperText } from '../../../i18n/deeper';
import { useText } from '../../../i18n/text';
import { useNames } from '../names';
import { Cell, ColHead, CornerHead, Intro, Named, NeedsTime, RowHead, ScrollTable, SectionTitle, two } from './table';

const SHADBALA_PARTS = ['sthana', 'dig', 'kala', 'cheshta', 'naisargika', 'drik'] as const;
const BHAVA_PARTS = ['adhipati', 'dig', 'drishti', 'dinaRatri'] as const;

/** Shadbala of the seven grahas in its six parts, and Bhava bala of the twelve houses. */
export function StrengthsTab({ deeper }: { deeper: ChartDeeperView }) {
  const t = useText(deeperText);
  const s = t.strengths;
  const names = useNames();
  return (
    <>
      <SectionTitle>{s.shadbalaTitle}</SectionTitle>
      <Intro>{s.shadbalaIntro}</Intro>
      {deeper.shadbala ? (
        <ScrollTable
          label={s.shadbalaTitle}
          head={
            <tr>
              <CornerHead>{t.graha}</CornerHead>
              {/* What a reader looks for first comes first: a phone shows it without scrolling. */}
              <ColHead className="text-right">{s.rupas}</ColHead>
              <ColHead className="text-right">{s.required}</ColHead>
              <ColHead className="text-right">{s.ratio}</ColHead>
              {SHADBALA_PARTS.map((part) => <ColHead key={part} className="text-right">{s.parts[part]}</ColHead>)}
              <ColHead className="text-right">{s.virupas}</ColHead>
            </tr>
          }
          notes={
            <>
              <p>{s.totalsNote}</p>
              {SHADBALA_PARTS.map((part) => <p key={part}>{s.partNotes[part]}</p>)}
            </>
          }
        >
          {deeper.shadbala.map((g) => (
            <tr key={g.graha}>
              <RowHead><Named term={names.graha(g.graha)} /></RowHead>
              <Cell className="text-right font-semibold">{two(g.rupas)}</Cell>
              <Cell className="text-right">{two(g.required)}</Cell>
              <Cell className={`text-right font-semibold ${g.ratio >= 1 ? 'text-emerald-700' : 'text-maroon-700'}`}>{two(g.ratio)}</Cell>
              {SHADBALA_PARTS.map((part) => <Cell key={part} className="text-right">{two(g.parts[part])}</Cell>)}
              <Cell className="text-right font-semibold">{two(g.virupas)}</Cell>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <NeedsTime />
      )}

      <SectionTitle>{s.bhavaTitle}</SectionTitle>
      <Intro>{s.bhavaIntro}</Intro>
      {deeper.bhavaBala ? (
        <ScrollTable
          label={s.bhavaTitle}
          head={
            <tr>
              <CornerHead>{t.house}</CornerHead>
              <ColHead className="text-right">{s.rupas}</ColHead>
              <ColHead>{s.sign}</ColHead>
              <ColHead>{s.lord}</ColHead>
              {BHAVA_PARTS.map((part) => <ColHead key={part} className="text-right">{s.bhavaParts[part]}</ColHead>)}
              <ColHead className="text-right">{s.virupas}</ColHead>
            </tr>
          }
          notes={<p>{s.bhavaNotes}</p>}
        >
          {deeper.bhavaBala.map((h) => (
            <tr key={h.house}>
              <RowHead>{h.house}</RowHead>
              <Cell className="text-right font-semibold">{two(h.rupas)}</Cell>
              <Cell><Named term={names.sign(SIGNS[h.sign]!)} /></Cell>
              <Cell><Named term={names.graha(h.lord)} /></Cell>
              {BHAVA_PARTS.map((part) => <Cell key={part} className="text-right">{two(h.parts[part])}</Cell>)}
              <Cell className="text-right">{two(h.virupas)}</Cell>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <NeedsTime />
      )}
    </>
  );
}
