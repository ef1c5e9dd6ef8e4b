import { billingMessages } from '#domain/billing/messages';
import { serviceRuleFor, type ServiceRule } from '#domain/billing/payer-profile';
import { unitsFor } from '#domain/billing/visit-length';
import type { ClaimCheckContext, ClaimCheckRule, Finding } from '#domain/billing/claim-check/types';

const m = billingMessages.check;

const RULE = 'duration-units';

const error = (words: { message: string; fix: string }): Finding => ({
  rule: RULE,
  severity: 'error',
  field: 'service.durationMinutes',
  ...words,
});

/** The rule that codes this visit, found again when the lines could not be built. */
function ruleOf({ input, version, lines }: ClaimCheckContext): ServiceRule | undefined {
  if (lines?.ok) return lines.rule;
  if (!version) return undefined;
  const kind = input.service.setting === 'virtual' ? 'telehealth' : 'in-person';
  return serviceRuleFor(version, input.service.type, kind);
}

/** What an hour of this service bills, to show what a forgotten end time costs. */
function hourOf(rule: ServiceRule): { units: number; cents: number } {
  const hour = unitsFor(rule.unit, 60);
  const units = hour.ok ? hour.units : 0;
  return { units, cents: units * rule.allowedCents };
}

/**
 * A service billed by time (per 15 minutes) needs its length in whole minutes, from which the
 * units are computed by the program's own rounding rule; a program may also set the shortest
 * visit it pays for and the most units one visit bills. Per-visit services without a minimum
 * need nothing.
 */
export const durationUnitsRule: ClaimCheckRule = {
  id: RULE,
  check(context) {
    const { lines, input, profile } = context;
    if (!lines) return [];
    const program = profile?.name ?? 'This payer';
    const minutes = input.service.durationMinutes ?? 0;
    const rule = ruleOf(context);
    if (lines.ok) {
      const timeUnits = unitsFor(lines.rule.unit, minutes);
      if (!timeUnits.ok || timeUnits.cappedFrom === undefined) return [];
      return [
        {
          ...error(m.unitsCapped(program, timeUnits.units, timeUnits.cappedFrom)),
          severity: 'warning',
        },
      ];
    }
    return lines.problems.flatMap((problem): Finding[] => {
      switch (problem.code) {
        case 'duration-required':
          return [
            error(
              rule?.unit.kind === 'per-visit' && rule.minimumMinutes != null
                ? m.durationNeededForMinimum(program, rule.minimumMinutes)
                : m.durationMissing,
            ),
          ];
        case 'duration-invalid':
          return [error(m.durationInvalid)];
        case 'duration-one-minute': {
          const hour = rule ? hourOf(rule) : { units: 0, cents: 0 };
          return [error(m.durationOneMinute(hour.units, hour.cents))];
        }
        case 'duration-below-minimum':
          return [error(m.durationBelowMinimum(program, rule?.minimumMinutes ?? 0, minutes))];
        case 'duration-under-one-unit': {
          const perUnit = rule?.unit.kind === 'per-minutes' ? rule.unit.minutesPerUnit : 15;
          return [error(m.durationUnderOneUnit(program, perUnit, minutes))];
        }
        default:
          return [];
      }
    });
  },
};
