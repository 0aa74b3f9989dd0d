import { AD_BLOCKED_AFTER_POLLS, AD_MAX_POLLS, AD_POLL_INTERVAL_MS } from './constants';

/** One look for the network's element: absent, present, or present but linking to our backers. */
export type AdProbe = 'missing' | 'found' | 'backers';
export type PollStatus = 'waiting' | 'blocked' | 'found' | 'backers';

export interface PollStep {
  /** Looks made so far, this one included. */
  polls: number;
  status: PollStatus;
  /** Whether to look again after `AD_POLL_INTERVAL_MS`. */
  again: boolean;
}

export function nextPollStep(pollsSoFar: number, probe: AdProbe): PollStep {
  const polls = pollsSoFar + 1;
  if (probe !== 'missing') return { polls, status: probe, again: false };
  return {
    polls,
    status: polls > AD_BLOCKED_AFTER_POLLS ? 'blocked' : 'waiting',
    again: polls < AD_MAX_POLLS,
  };
}

/**
 * Looks every 500 ms, at most 30 times, reporting each look. A late ad still counts: `found`
 * may follow `blocked` while looks remain. Returns a function that stops the polling.
 */
export function pollForAdElement(
  probe: () => AdProbe,
  onStatus: (status: PollStatus, polls: number) => void,
): () => void {
  let polls = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const look = () => {
    const step = nextPollStep(polls, probe());
    polls = step.polls;
    if (step.again) timer = setTimeout(look, AD_POLL_INTERVAL_MS);
    onStatus(step.status, polls);
  };
  timer = setTimeout(look, AD_POLL_INTERVAL_MS);
  return () => clearTimeout(timer);
}
