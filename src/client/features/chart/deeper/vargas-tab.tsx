import { SIGNS } from '../../../../astro/zodiac';
import type { ChartDeeperView, VimshopakaView } from '../../../../shared/chart-deeper-view';
import { astroName } from '../../../i18n/astro-names';
import { deeperText } from '../../../i18n/deeper';
import { useText } from '../../../i18n/text';
import { useNames } from '../names';
import { Cell, ColHead, CornerHead, Intro, Named, RowHead, ScrollTable, SectionTitle, two } from './table';

/** Each graha's and the lagna's sign in the sixteen vargas, then Vimshopaka bala. */
export function VargasTab({ deeper }: { deeper: ChartDeeperView }) {
  const t = useText(deeperText);
  const names = useNames();
  const { vargas } = deeper;
  const point = (p: string) => (p === 'Lagna' ? names.lagna : names.graha(p));
  return (
    <>
      <SectionTitle>{t.vargas.title}</SectionTitle>
      <Intro>{t.vargas.intro}</Intro>
      <ScrollTable
        label={t.vargas.title}
        head={
          <tr>
            <CornerHead>{t.graha}</CornerHead>
            {vargas.divisions.map((d) => <ColHead key={d}>{d}</ColHead>)}
          </tr>
        }
        notes={
          <>
            <p>{t.vargas.vargottama}</p>
            {!deeper.timeKnown && <p>{t.vargas.moonNote}</p>}
          </>
        }
      >
        {vargas.rows.map((row) => (
          <tr key={row.point}>
            <RowHead>
              <span className="inline-flex items-baseline gap-1">
                <span><Named term={point(row.point)} /></span>
                {row.vargottama && <span className="text-saffron-600"><span aria-hidden="true">★</span><span className="sr-only">{t.vargas.vargottamaShort}</span></span>}
              </span>
            </RowHead>
            {row.signs.map((sign, i) => (
              <Cell key={vargas.divisions[i]} className={i === 0 || i === 5 ? 'bg-saffron-50/60' : ''}>
                <Named term={names.sign(SIGNS[sign]!)} />
              </Cell>
            ))}
          </tr>
        ))}
      </ScrollTable>

      <details className="mt-3 rounded-2xl bg-cream/70 p-3 text-sm">
        <summary className="cursor-pointer font-semibold text-night-800">{t.vargas.legendTitle}</summary>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-2">
          {vargas.divisions.map((d) => (
            <div key={d} className="flex gap-2">
              <dt className="w-10 shrink-0 font-semibold tabular-nums text-night-800">{d}</dt>
              <dd className="text-ink">{t.vargas.division[d]}</dd>
            </div>
          ))}
        </dl>
      </details>

      <SectionTitle>{t.vargas.vimshopakaTitle}</SectionTitle>
      <Intro>{t.vargas.vimshopakaIntro}</Intro>
      <ScrollTable
        label={t.vargas.vimshopakaTitle}
        wide={false}
        head={
          <tr>
            <CornerHead>{t.graha}</CornerHead>
            <ColHead>{t.vargas.schemes.shadvarga}</ColHead>
            <ColHead>{t.vargas.schemes.saptavarga}</ColHead>
            <ColHead>{t.vargas.schemes.dashavarga}</ColHead>
          </tr>
        }
        notes={<p>{t.vargas.schemeNote}</p>}
      >
        {vargas.vimshopaka.map((v) => (
          <tr key={v.graha}>
            <RowHead><Named term={names.graha(v.graha)} /></RowHead>
            <Score scheme={v.shadvarga} />
            <Score scheme={v.saptavarga} />
            <Score scheme={v.dashavarga} />
          </tr>
        ))}
      </ScrollTable>
    </>
  );
}

function Score({ scheme }: { scheme: VimshopakaView }) {
  const t = useText(deeperText).vargas;
  // BPHS ch. 7: above 15 fully auspicious, 5 or less not capable of good results.
  const tone = scheme.score > 15 ? 'text-emerald-700' : scheme.score <= 5 ? 'text-maroon-700' : 'text-ink';
  return (
    <Cell>
      <span className={`block font-semibold ${tone}`}>{two(scheme.score)} / 20</span>
      {scheme.name && <span className="block text-[11px] text-muted">{astroName(t.countName, scheme.name)}</span>}
    </Cell>
  );
}
