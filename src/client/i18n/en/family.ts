// The family pages: the people a user saves besides themselves (/family, adding and editing one,
// deleting one) and the header of a saved person's chart (/family/:id/chart).
import type { Relation } from '../../../shared/people';

export const family = {
  page: {
    eyebrow: 'Family & friends',
    title: 'Family',
    intro: (limit: number) => `Save the birth details of up to ${limit} people close to you, then open their kundli or match it with yours.`,
    count: (saved: number, limit: number) => `${saved} of ${limit} saved`,
    add: 'Add a person',
    full: (limit: number) => `You have saved ${limit} people, the most you can. Delete someone to add another.`,
    loading: 'Loading your family...',
    loadFailed: 'Could not load your family.',
    retry: 'Try again',
  },

  empty: {
    title: 'No one saved yet',
    body: 'Add your spouse, children, parents or friends to see their kundli and check how your charts match.',
    action: 'Add your first person',
  },

  /** Who a saved person is to the user. */
  relations: {
    spouse: 'Spouse',
    partner: 'Partner',
    child: 'Child',
    parent: 'Parent',
    sibling: 'Sibling',
    grandparent: 'Grandparent',
    friend: 'Friend',
    other: 'Other',
  } satisfies Record<Relation, string>,

  card: {
    born: 'Born',
    place: 'Birth place',
    chart: 'Chart',
    match: 'Match with…',
    edit: 'Edit',
    delete: 'Delete',
    /** The actions' accessible names, so a screen reader hears whose chart it opens. */
    chartOf: (name: string) => `Chart of ${name}`,
    matchOf: (name: string) => `Match ${name} with…`,
    editOf: (name: string) => `Edit ${name}`,
    deleteOf: (name: string) => `Delete ${name}`,
  },

  form: {
    addTitle: 'Add a person',
    editTitle: 'Edit details',
    intro: 'Their chart is cast from the exact moment and place of their birth, as yours is. Only you can see it.',
    relation: 'Relation to you',
    chooseRelation: 'Choose…',
    birthTimeHint: 'As accurate as possible — the ascendant changes every two hours.',
    located: '✓ Found on the map: their chart will use its exact coordinates and time zone.',
    pick: 'Pick their city (or the nearest town) from the suggestions for an exact chart.',
    add: 'Save person',
    save: 'Save changes',
    saving: 'Saving...',
    cancel: 'Cancel',
    added: (name: string) => `${name} is saved.`,
    saved: (name: string) => `${name}’s details are saved.`,
    saveFailed: 'Could not save. Please try again.',
  },

  remove: {
    title: (name: string) => `Delete ${name}?`,
    body: 'Their birth details and chart will be removed from your account. This cannot be undone.',
    confirm: 'Delete',
    deleting: 'Deleting...',
    cancel: 'Cancel',
    deleted: (name: string) => `${name} is deleted.`,
    failed: 'Could not delete. Please try again.',
  },

  chart: {
    eyebrow: 'Family · birth chart',
    title: (name: string) => `${name}’s Kundli`,
    casting: 'Casting the chart...',
    // The chart header's notice, about a saved person: their place is fixed on their own details.
    approximateReason: (city: string, country: string) =>
      `We could not find "${city}, ${country}" on our map, so this chart uses Indian Standard Time at Ujjain. Pick their birth city (or the nearest town) from the suggestions in their details for an exact chart.`,
    updatePlace: 'Update birth place',
    match: 'Match with…',
    edit: 'Edit details',
    back: 'Family',
  },

  notFound: {
    title: 'Person not found',
    body: 'They may have been deleted, or the link is not yours.',
    back: 'Back to Family',
  },
};
