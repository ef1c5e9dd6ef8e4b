import type { PayerProfileInput } from './payer-profile.ts';
import { michiganInput } from './seed-profile-michigan.ts';
import { newJerseyInput } from './seed-profile-new-jersey.ts';
import { newYorkInput } from './seed-profile-new-york.ts';
import { virginiaInput } from './seed-profile-virginia.ts';
import { washingtonInput } from './seed-profile-washington.ts';

/**
 * Five more state Medicaid programs, each from its own sources and each in its own file: what a
 * state's own text says is kept as it says; what was read only in a secondary source, or not
 * found at all, is marked not verified where it lives, and a rate so marked is shown to her as
 * an estimate. Where no code could be found the national doula codes are used, marked.
 */
export const moreStateProfileInputs: readonly PayerProfileInput[] = [
  washingtonInput,
  newYorkInput,
  newJerseyInput,
  michiganInput,
  virginiaInput,
];
