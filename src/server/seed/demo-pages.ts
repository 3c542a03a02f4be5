import type { PageSlug } from '../../shared/competition';

/** Info page content of the demo competition: realistic, and marked as demo. */
export const demoPages: Record<PageSlug, { title: string; body: string }> = {
  home: {
    title: 'Competitor Info',
    body: `_This is a demo competition with made-up data. To run your own competition, remove it under Settings and start clean._

Welcome to the **Riverside Ballroom Jam**, a collegiate DanceSport competition open to students,
alumni and social dancers of every level, from Newcomer to Championship.

### At a glance
- Standard, Smooth, Latin, Rhythm and Nightclub events across all levels
- Judged by a panel of experienced adjudicators; results are scrutineered with the Skating System
- Live results on your phone as soon as each round is posted

### Before you register
1. Find a partner, or register as _TBA_ and we will help you find one.
2. Check the **Rules** page for level and eligibility requirements.
3. Register before the early deadline for the lowest fees.`,
  },
  details: {
    title: 'Details',
    body: `## Schedule
| Time | |
|---|---|
| 8:00 | Doors open, check-in |
| 9:00 | Newcomer and Bronze events |
| 13:00 | Silver and Gold events |
| 17:00 | Open and Championship finals |
| 20:00 | Awards and social dancing |

## Fees
Registration is per competitor plus a small fee per event entered. Early registration is cheaper.`,
  },
  rules: {
    title: 'Rules',
    body: `## Eligibility
- A competitor may dance at their own level or above, never below.
- Newcomer: less than one year of dancing.
- Couples may enter several events in the same style at different levels only where allowed by the syllabus.

## Attire
Practice wear is fine for Newcomer and Bronze. Ballgowns and tailsuits are welcome in Open events.

## Judging
Recall rounds are marked by recalls; finals are placed by the Skating System.`,
  },
  venue: {
    title: 'Venue',
    body: `## Riverside University Recreation Center
123 College Avenue, Riverside

- 2,400 sq ft sprung wooden floor
- Free parking in Lot C after 7 am on weekends
- Changing rooms on the lower level`,
  },
  contact: {
    title: 'Contact',
    body: `Questions about registration, schedule or accessibility? Write to the organizing team at
**ballroom-jam@example.org** and we will answer within two days.`,
  },
  about: {
    title: 'About',
    body: `The Riverside Ballroom Jam is run by students of the Riverside University Ballroom Dance Team
with the help of volunteers from neighbouring schools. Since 2015 it has welcomed more than
400 dancers each year.`,
  },
};
