import { SIGNS } from '../../../../astro/zodiac';
import { namesEn } from '../../../../shared/astro-names/en';
import type { ChartDeeperView, KpLordsView } from '../../../../shared/chart-deeper-view';
import { deeperText } from '../../../i18n/deeper';
import { useText } from '../../../i18n/text';
import { formatDegree } from '../format';
import { useNames } from '../names';
import { Cell, ColHead, CornerHead, Intro, Named, NeedsTime, RowHead, ScrollTable, SectionTitle } from './table';

const NAKSHATRA_SPAN = 360 / 27;

/** KP: the Placidus cusps and the grahas with their star, sub and sub-sub lords, and each house's significators. */
export function KpTab({ deeper }: { deeper: ChartDeeperView }) {
  const t = useText(deeperText);
  const k = t.kp;
  const names = useNames();
  const kp = deeper.kp;
  if (!kp) {
    return (
      <>
        <SectionTitle>{k.title}</SectionTitle>
        {deeper.kpUnavailable === 'polar' ? <p className="mt-2 rounded-2xl bg-sand/60 p-3 text-sm text-ink">{k.polar}</p> : <NeedsTime />}
      </>
    );
  }
  const position = (longitude: number) => {
    const sign = names.sign(SIGNS[Math.floor(longitude / 30)]!);
    return <><span className="block">{sign.name} {formatDegree(longitude % 30)}</span>{sign.gloss && <span className="block text-[11px] text-muted">{sign.gloss}</span>}</>;
  };
  const nakshatra = (longitude: number) => names.nakshatraName(namesEn.nakshatras[Math.floor(longitude / NAKSHATRA_SPAN)]!);
  const lords = (l: KpLordsView) => (
    <>
      <Cell><Named term={names.grahaShort(l.star)} /></Cell>
      <Cell className="font-semibold"><Named term={names.grahaShort(l.sub)} /></Cell>
      <Cell><Named term={names.grahaShort(l.subSub)} /></Cell>
    </>
  );
  const lordHeads = (
    <>
      <ColHead>{k.nakshatra}</ColHead>
      <ColHead>{k.star}</ColHead>
      <ColHead>{k.sub}</ColHead>
      <ColHead>{k.subSub}</ColHead>
    </>
  );
  return (
    <>
      <SectionTitle>{k.title}</SectionTitle>
      <Intro>{k.intro(formatDegree(kp.ayanamsa))}</Intro>

      <h4 className="mt-4 font-semibold text-night-800">{k.cuspsTitle}</h4>
      <ScrollTable
        label={k.cuspsTitle}
        head={<tr><CornerHead>{t.house}</CornerHead><ColHead>{k.position}</ColHead>{lordHeads}</tr>}
      >
        {kp.cusps.map((c) => (
          <tr key={c.house}>
            <RowHead>{c.house}</RowHead>
            <Cell>{position(c.longitude)}</Cell>
            <Cell>{nakshatra(c.longitude)}</Cell>
            {lords(c)}
          </tr>
        ))}
      </ScrollTable>

      <h4 className="mt-4 font-semibold text-night-800">{k.grahasTitle}</h4>
      <ScrollTable
        label={k.grahasTitle}
        head={<tr><CornerHead>{t.graha}</CornerHead><ColHead>{k.position}</ColHead><ColHead>{t.house}</ColHead>{lordHeads}</tr>}
        notes={<p>{k.positionNote}</p>}
      >
        {kp.grahas.map((g) => (
          <tr key={g.graha}>
            <RowHead><Named term={names.graha(g.graha)} /></RowHead>
            <Cell>{position(g.longitude)}</Cell>
            <Cell>{g.house}</Cell>
            <Cell>{nakshatra(g.longitude)}</Cell>
            {lords(g)}
          </tr>
        ))}
      </ScrollTable>

      <h4 className="mt-4 font-semibold text-night-800">{k.significatorsTitle}</h4>
      <p className="mt-1 text-xs text-muted">{k.significatorsIntro}</p>
      <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {kp.significators.map((s) => (
          <li key={s.house} className="flex gap-3 border-b border-night-700/10 py-1.5">
            <span className="w-6 shrink-0 text-right font-semibold tabular-nums text-night-800">{s.house}</span>
            <span className="text-ink">{s.grahas.map((g) => names.graha(g).name).join(', ')}</span>
          </li>
        ))}
      </ol>
    </>
  );
}
