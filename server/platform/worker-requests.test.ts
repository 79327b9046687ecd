import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { WorkerRequests, type Outcome } from './worker-requests';

/**
 * A thread that answers `{ value }` at once, or after `delay` ms; `exit` stops it with code 3,
 * `throw` fails it with an uncaught error.
 */
const ECHO = `
const { parentPort } = require('node:worker_threads');
parentPort.on('message', (m) => {
  if (m.op === 'exit') process.exit(3);
  if (m.op === 'throw') throw new Error('the thread broke');
  setTimeout(() => parentPort.postMessage({ id: m.id, value: m.value }), m.delay ?? 0);
});`;

const started: Worker[] = [];

function echoThread() {
  const worker = new Worker(ECHO, { eval: true });
  started.push(worker);
  const requests = new WorkerRequests(
    worker,
    (code) => new Error(`the echo thread stopped (exit code ${code})`),
  );
  worker.on('message', (answer: { id: number } & Outcome) => requests.settle(answer.id, answer));
  return requests;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((worker) => worker.terminate()));
});

describe('requests to a worker thread', () => {
  it('gives each request its own answer, in whatever order the thread answers', async () => {
    const requests = echoThread();
    const slow = requests.send<string>({ value: 'slow', delay: 100 }).answer;
    const fast = requests.send<string>({ value: 'fast' }).answer;
    expect(await Promise.race([slow, fast])).toBe('fast');
    expect(await slow).toBe('slow');
  });

  it('fails every waiting request when the thread stops, and refuses the next ones', async () => {
    const requests = echoThread();
    const waiting = [1, 2].map((value) => requests.send({ value, delay: 10_000 }).answer);
    requests.send({ op: 'exit' }).answer.catch(() => {});
    for (const answer of waiting)
      await expect(answer).rejects.toThrow('the echo thread stopped (exit code 3)');
    expect(requests.failure?.message).toBe('the echo thread stopped (exit code 3)');
    await expect(requests.send({ value: 3 }).answer).rejects.toThrow('exit code 3');
  });

  it("fails the waiting requests with the thread's own error when it throws", async () => {
    const requests = echoThread();
    const waiting = requests.send({ value: 1, delay: 10_000 }).answer;
    requests.send({ op: 'throw' }).answer.catch(() => {});
    await expect(waiting).rejects.toThrow('the thread broke');
    await expect(requests.send({ value: 2 }).answer).rejects.toThrow('the thread broke');
  });

  it('holds the process open while a request waits, and lets it end once answered', async () => {
    // A process with nothing else to do: it must wait for the answer (a thread that never held it
    // would end it first), then end on its own (a thread that kept holding it would never end).
    const script = `
      import { Worker } from 'node:worker_threads';
      import { WorkerRequests } from ${JSON.stringify(new URL('./worker-requests.ts', import.meta.url).href)};
      const worker = new Worker(${JSON.stringify(ECHO)}, { eval: true, execArgv: [] });
      const requests = new WorkerRequests(worker, () => new Error('stopped'));
      worker.on('message', (answer) => requests.settle(answer.id, answer));
      // Once a first answer has let the process go, a second request must hold it again.
      requests.send({ value: 'first' }).answer.then(() =>
        requests.send({ value: 'answered', delay: 300 }).answer.then((value) => console.log(value)),
      );
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '--eval', script],
      { timeout: 20_000 },
    );
    expect(stdout.trim()).toBe('answered');
  });
});
