import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ProfileView } from '../../shared/profile';
import { LanguageContext } from '../i18n/text';
import { EntitlementBanner } from './entitlement-banner';

// The dashboard's banner in each state (docs/product.md, States), with the product's words.

const profile = (entitlements: Pick<ProfileView, 'isPremium' | 'hasUsedFreeReading' | 'sharesAvailable'>) => entitlements as ProfileView;

function bannerText(entitlements: Parameters<typeof profile>[0], language: 'en' | 'hi' = 'en') {
  const html = renderToStaticMarkup(
    <LanguageContext.Provider value={{ language, setLanguage: () => {} }}>
      <EntitlementBanner profile={profile(entitlements)} />
    </LanguageContext.Provider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
}

describe('the entitlement banner', () => {
  it("says 'Free Reading Available!' while the free reading is unused, then the hint", () => {
    expect(bannerText({ isPremium: false, hasUsedFreeReading: false, sharesAvailable: 0 })).toBe('✦ Free Reading Available! Pick any reading.');
    expect(bannerText({ isPremium: false, hasUsedFreeReading: false, sharesAvailable: 0 }, 'hi')).toBe('✦ 1 मुफ़्त रीडिंग — कोई भी चुनें');
  });

  it('names premium, share credits and no access as the product words them', () => {
    expect(bannerText({ isPremium: true, hasUsedFreeReading: true, sharesAvailable: 0 })).toBe('★ Premium Member - Unlimited Readings');
    expect(bannerText({ isPremium: false, hasUsedFreeReading: true, sharesAvailable: 1 })).toBe('✓ 1 Reading Available');
    expect(bannerText({ isPremium: false, hasUsedFreeReading: true, sharesAvailable: 0 })).toBe('☾ Share on WhatsApp or upgrade to premium for more readings');
  });
});
