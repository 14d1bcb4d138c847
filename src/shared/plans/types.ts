import type { PlanDelayUnit, PlanHaltReason, PlanRunState, PlanStepAction } from './constants.ts';
import type { PlanRule } from './schemas.ts';
import type { TaskType } from '../tasks/constants.ts';

export interface PlanStepView {
  action: PlanStepAction;
  delayAmount: number;
  delayUnit: PlanDelayUnit;
  templateId: number | null;
  templateName: string | null;
  taskType: TaskType | null;
  taskNote: string | null;
  answersRequest: boolean;
}

export interface PlanView {
  id: number;
  name: string;
  active: boolean;
  autoStart: boolean;
  rule: PlanRule;
  sendingFrom: string;
  sendingTo: string;
  pauseCallSeconds: number;
  steps: PlanStepView[];
  /** Leads on it now (running or paused). */
  openRuns: number;
}

/** A lead's plan as its timeline shows it: where it stands, and what comes next and when. */
export interface PlanRunView {
  id: number;
  planId: number;
  planName: string;
  state: PlanRunState;
  haltReason: PlanHaltReason | null;
  haltedAt: string | null;
  /** The step that comes next (0-based) of `stepCount`, with when it is due while the run is active. */
  nextStep: number;
  stepCount: number;
  nextAction: PlanStepAction | null;
  nextStepAt: string | null;
  messagesSent: number;
  startedAt: string;
  startedBy: string | null;
}
