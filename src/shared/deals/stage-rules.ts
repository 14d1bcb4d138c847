import { CLOSED_STAGES, stagesOf, type DealKind, type DealStage } from './constants.ts';

/**
 * Where a deal may go from its stage (issue #47 leaves the rule to us): forward to any later stage
 * (a deal often skips one, such as an offer accepted and signed the same day), back one stage only,
 * and only by those who manage deals (owners, managers: a step back undoes someone's record), to
 * `lost` from any open stage. Completed and lost are final. The gates (src/server/deals/gates.ts)
 * then check what the deal's file requires.
 */
export function moveRefusal(kind: DealKind, from: DealStage, to: DealStage, mayMoveBack: boolean): string | null {
  const stages = stagesOf(kind);
  if (!stages.includes(to)) return `“${to}” is not a stage of a ${kind}`;
  if (CLOSED_STAGES.includes(from)) return `This deal is ${from}: it cannot move any more`;
  if (to === from) return `This deal is already at this stage`;
  if (to === 'lost') return null;
  const step = stages.indexOf(to) - stages.indexOf(from);
  if (step > 0) return null;
  if (step < -1) return 'A deal moves back one stage at a time';
  return mayMoveBack ? null : 'Only an owner or a manager can move a deal back';
}

/** The stages a deal at `from` may move to, in order (what the console's stage select offers). */
export function nextStages(kind: DealKind, from: DealStage, mayMoveBack: boolean): DealStage[] {
  return stagesOf(kind).filter((to) => to === from || moveRefusal(kind, from, to, mayMoveBack) === null);
}
