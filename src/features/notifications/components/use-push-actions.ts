/**
 * The taps of the push controls: turn on (the browser's permission asked first, in the tap),
 * change, turn off. The subscription code (api/push-subscription.ts) loads on the first tap.
 */
import { useState } from 'react';
import type { Language } from '../../../shared/language';
import type { PushTopic } from '../../../shared/push-topics';
import { askPermission, browserPushSupport } from './push-browser';
import { problemOfError, problemOfSupport, type PushProblem } from './push-problem';

const subscriptionCalls = () => import('../api/push-subscription');

export type PushBusy = 'on' | 'off' | 'save' | undefined;

export function usePushActions() {
  const [busy, setBusy] = useState<PushBusy>();
  const [problem, setProblem] = useState<PushProblem>();

  async function run(kind: Exclude<PushBusy, undefined>, work: () => Promise<void>) {
    setBusy(kind);
    setProblem(undefined);
    try {
      await work();
      return true;
    } catch (error) {
      setProblem(problemOfError(error));
      return false;
    } finally {
      setBusy(undefined);
    }
  }

  /** Turns on `topics`: for a browser that has none yet, after the permission prompt. */
  function turnOn(topics: PushTopic[], language: Language, kind: 'on' | 'save' = 'on') {
    const unsupported = problemOfSupport(browserPushSupport());
    if (unsupported) {
      setProblem(unsupported);
      return Promise.resolve(false);
    }
    // Asked before anything is awaited: the prompt belongs to this tap.
    const permission = askPermission();
    return run(kind, async () => {
      const [answer, calls] = await Promise.all([permission, subscriptionCalls()]);
      if (answer !== 'granted') throw new DOMException('Notifications blocked', 'NotAllowedError');
      await calls.turnOn(topics, language);
    });
  }

  return {
    busy,
    problem,
    turnOn,
    change: (topics: PushTopic[], language: Language) =>
      run('save', async () => (await subscriptionCalls()).change(topics, language)),
    turnOff: () => run('off', async () => (await subscriptionCalls()).turnOff()),
  };
}

/** Asks the server what it holds for this browser's subscription, and keeps its answer. */
export const refreshPushPreferences = () => subscriptionCalls().then((calls) => calls.refresh());
