/**
 * The jumbotron's rules: which places of a final the big screen shows, in
 * what order. Pure; the server applies them before anything leaves it.
 */
export { revealStepCount, revealSteps } from './final-reveal';
export type { RevealStep } from './final-reveal';
