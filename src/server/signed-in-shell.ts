import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { prerenderedPaths } from '../shared/landing-pages';
import { isProfileComplete, type Language, type ProfileView } from '../shared/profile';
import { dashboardShellFile, dashboardShellLevel, frameShellFile, shellNameMark } from '../shared/signed-in-shell';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

// What the dashboard asks for as soon as it renders (its history card and today's panchang): the
// browser starts both with the session look-up, and the app's own requests take the answers, instead
// of asking one after another once the session is in. The URLs are the app's requests exactly.
const dashboardRequests = ['/api/readings', '/api/panchang'];
const dashboardPreloads = dashboardRequests.map((href) => `<link rel="preload" href="${href}" as="fetch" crossorigin="anonymous" />`).join('\n    ');

/**
 * A signed-in visitor's page as the build drew it ahead of the app (shared/signed-in-shell.ts), with
 * their name written in; null where the plain index.html serves: a public page, a profile still
 * being completed, or a build that made none.
 */
export function signedInShell(distDir: string, language: Language, pathname: string, profile: ProfileView): string | null {
  if (!isProfileComplete(profile) || pathname.startsWith('/profile/complete')) return null;
  if (prerenderedPaths.some((p) => p === pathname || `${p}/` === pathname)) return null;
  const level = pathname === '/' ? dashboardShellLevel(profile) : null;
  const file = path.join(distDir, level ? dashboardShellFile(language, level) : frameShellFile(language, profile.isPremium));
  if (!existsSync(file)) return null;
  const html = readFileSync(file, 'utf8');
  if (!level) return html;
  // Replacements as functions: a '$' in a name is the name's, not a replacement pattern.
  const name = escapeHtml(profile.name);
  return html.replaceAll(shellNameMark, () => name).replace('</head>', () => `  ${dashboardPreloads}\n  </head>`);
}
