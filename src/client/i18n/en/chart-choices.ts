// The profile's card of chart choices: the ayanamsa, the node and the chart's drawing.
export const chartChoices = {
  heading: 'Chart choices',
  intro: 'How your chart is worked out and drawn. They apply to your Kundli, readings, day card, doshas, matches, family charts and muhurta searches.',
  ayanamsa: {
    heading: 'Ayanamsa',
    options: {
      lahiri: { label: 'Lahiri (Chitrapaksha)', note: 'The Government of India’s standard, used by most almanacs. The usual choice.' },
      raman: { label: 'Raman', note: 'B.V. Raman’s value, about 1.5° less than Lahiri; used by readers of his books.' },
      kp: { label: 'Krishnamurti (KP)', note: 'The KP system’s value, a few minutes of arc less than Lahiri.' },
      'true-chitra': { label: 'True Chitrapaksha', note: 'Keeps the star Chitra (Spica) at exactly 0° Libra at every moment.' },
    },
  },
  node: {
    heading: 'Rahu and Ketu',
    options: {
      mean: { label: 'Mean node', note: 'The node’s average place, as most Indian almanacs give it. The usual choice.' },
      true: { label: 'True node', note: 'The node’s actual place at the moment, which sways up to about 1.5° either side.' },
    },
  },
  style: {
    heading: 'Chart drawing',
    options: {
      north: { label: 'North Indian', note: 'A diamond with the houses fixed and the lagna at the top.' },
      south: { label: 'South Indian', note: 'A square with the signs fixed, Pisces at the top left.' },
    },
  },
  saving: 'Saving...',
};
