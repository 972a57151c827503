import { useState } from 'react';
import type { Place } from '../../lib/places-api';
import { PlaceField, type PlaceHints, type PlaceNaming } from './place-field';

/** A city for a page's times: shows the city on screen until the reader types, then suggestions to pick from. */
export function CityField({ placeLabel, onPlace, naming, hints }: { placeLabel: string; onPlace: (place: Place) => void; naming: PlaceNaming; hints: PlaceHints }) {
  // What the user types; null shows the city on screen.
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <PlaceField
      city={typed ?? placeLabel}
      located={typed === null}
      onType={setTyped}
      onPick={(place) => {
        setTyped(null);
        onPlace(place);
      }}
      naming={naming}
      hints={hints}
    />
  );
}
