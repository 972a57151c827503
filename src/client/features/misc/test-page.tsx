import { ButtonLink } from '../../components/button';
import { PageContainer, PageHeader } from '../../components/page-header';
import { legalText } from '../../i18n/legal';
import { useText } from '../../i18n/text';

/** docs/product.md, Screens and routes /test: buttons to /, /profile/complete and /auth. */
export function TestPage() {
  const t = useText(legalText).testPage;
  return (
    <PageContainer width="max-w-xl">
      <PageHeader title={t.title}>{t.intro}</PageHeader>
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/">{t.home}</ButtonLink>
        <ButtonLink to="/profile/complete" variant="secondary">
          {t.profileComplete}
        </ButtonLink>
        <ButtonLink to="/auth" variant="secondary">
          {t.auth}
        </ButtonLink>
      </div>
    </PageContainer>
  );
}
