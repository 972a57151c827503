import { ButtonLink } from '../../components/button';
import { familyText } from '../../i18n/family';
import { useText } from '../../i18n/text';
import type { ChartOwner } from './chart-header';

/**
 * The header of a saved person's chart: their name in the title, their details to fix the birth
 * place, and the way to match them (/match takes `a=person:<id>`), edit them or go back to the family.
 * Undefined for the user's own chart.
 */
export function usePersonChartOwner(personId: string | undefined, name: string | undefined): ChartOwner | undefined {
  const t = useText(familyText);
  if (personId === undefined) return undefined;
  const editTo = `/family/${personId}/edit`;
  return {
    eyebrow: t.chart.eyebrow,
    title: name ? t.chart.title(name) : t.page.title,
    casting: t.chart.casting,
    approximateReason: t.chart.approximateReason,
    editTo,
    updatePlace: t.chart.updatePlace,
    actions: (
      <>
        <ButtonLink to={`/match?a=person:${personId}`}>{t.chart.match}</ButtonLink>
        <ButtonLink to={editTo} variant="secondary">
          {t.chart.edit}
        </ButtonLink>
        <ButtonLink to="/family" variant="ghost">
          <span aria-hidden="true">←</span> {t.chart.back}
        </ButtonLink>
      </>
    ),
    back: (
      <ButtonLink to="/family" variant="secondary" className="ml-3 mt-6">
        {t.notFound.back}
      </ButtonLink>
    ),
  };
}
