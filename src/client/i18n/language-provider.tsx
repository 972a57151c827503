import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Language } from '../../shared/profile';
import { api, unwrap } from '../lib/api';
import { setSessionProfile, useSession } from '../lib/session';
import { applyLanguage, currentLanguage } from './language';
import { LanguageContext, languageLoaded, loadLanguage } from './text';

/**
 * Holds the interface language. A signed-in user's profile decides it (so it follows them to any
 * device), except that a language chosen on this device before signing in is saved to the profile
 * instead of being overridden by it. Switching re-renders in place: no reload, form input kept.
 * A language whose messages are not in yet (languages.ts) switches once they are: the page stays
 * in its language meanwhile, never half in one and half in the other.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [language, setState] = useState<Language>(currentLanguage);
  // A switch made while signed out, to be saved to the profile once there is one.
  const [chosenSignedOut, setChosenSignedOut] = useState(false);
  const [adopted, setAdopted] = useState<Language | undefined>(undefined);
  const session = useSession();
  const queryClient = useQueryClient();
  const profileLanguage = session.data?.profile?.language;
  const signedIn = Boolean(session.data?.user);
  // A language asked for whose messages are still on their way (languages.ts), with what follows
  // the switch; asking for another drops it.
  const [waiting, setWaiting] = useState<{ language: Language; then?: () => void } | null>(null);
  const switchTo = (next: Language) => {
    applyLanguage(next); // before React re-renders, so requests made meanwhile carry it
    setState(next);
  };

  useEffect(() => {
    if (!waiting) return;
    let wanted = true;
    // Not fetched (offline and never cached, a deploy's chunk gone): the page stays as it is, and
    // the switch can be tapped again.
    loadLanguage(waiting.language).then(
      () => {
        if (!wanted) return;
        setWaiting(null);
        switchTo(waiting.language);
        waiting.then?.();
      },
      () => wanted && setWaiting(null),
    );
    return () => {
      wanted = false;
    };
  }, [waiting]);

  const save = useMutation({
    mutationFn: (next: Language) => unwrap(api.profile.$patch({ json: { language: next } })),
    // One save at a time, in the order the user switched: the last switch is what the profile keeps.
    scope: { id: 'profile-language' },
    // A save answered after the user has switched again is stale: taken into the session it would
    // count as a change from another device and switch the page back.
    onSuccess: ({ profile }) => {
      if (profile.language === currentLanguage()) setSessionProfile(queryClient, profile);
    },
    // Not saved (offline, signed out meanwhile): the interface still switched; the profile catches
    // up the next time the user switches.
    onSettled: () => setChosenSignedOut(false),
  });

  // The profile's language, when it arrives or changes on another device, becomes the page's.
  if (profileLanguage !== adopted) {
    setAdopted(profileLanguage);
    if (chosenSignedOut && profileLanguage === language) setChosenSignedOut(false);
    else if (profileLanguage && !chosenSignedOut && profileLanguage !== language) {
      setWaiting(null);
      if (languageLoaded(profileLanguage)) switchTo(profileLanguage);
      else setWaiting({ language: profileLanguage });
    }
  }

  useEffect(() => applyLanguage(language), [language]);

  const { mutate, isPending: saving } = save;
  useEffect(() => {
    if (chosenSignedOut && profileLanguage && profileLanguage !== language) mutate(language);
  }, [chosenSignedOut, profileLanguage, language, mutate]);

  const setLanguage = useCallback(
    (next: Language) => {
      const saveChoice = () => {
        if (!signedIn) setChosenSignedOut(true);
        // While a save is on its way the session still shows the language before it: switching
        // straight back must be saved too, or the profile keeps the switch the user undid.
        else if (profileLanguage !== next || saving) mutate(next);
      };
      if (!languageLoaded(next)) return setWaiting({ language: next, then: saveChoice });
      setWaiting(null);
      switchTo(next);
      saveChoice();
    },
    [signedIn, profileLanguage, saving, mutate],
  );

  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
